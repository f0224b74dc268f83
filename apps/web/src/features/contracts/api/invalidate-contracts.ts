import type { QueryClient } from '@tanstack/react-query';
import { contractsKey } from './get-contracts';

/** After a write: the list and every detail are stale (deadlines and the cached list move together). */
export function invalidateContracts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: contractsKey });
}
