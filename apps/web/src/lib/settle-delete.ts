import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { forgetPendingReads } from './api-client';

/**
 * What every delete does once it has succeeded (issue 27, item 4: a red 'Der Eintrag wurde nicht
 * gefunden.' after 'Die Person wurde erfolgreich gelöscht.'): reads still on their way fail silently
 * (they may ask for what is gone), the deleted entity's own queries (`gone`) are cancelled and left
 * out of the refetch of what became stale (`stale`), so the page still showing it asks for nothing
 * more. That page leaves next and drops them with `dropDeleted` once it is gone.
 */
export async function settleDelete(
  queryClient: QueryClient,
  { gone, stale }: { gone: QueryKey; stale: readonly QueryKey[] },
): Promise<void> {
  forgetPendingReads();
  await queryClient.cancelQueries({ queryKey: gone });
  await Promise.all(
    stale.map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        predicate: (query) => !partialMatchKey(query.queryKey, gone),
      }),
    ),
  );
}

/** After leaving the page of a deleted entity: its queries go (a Back onto it loads afresh). */
export function dropDeleted(queryClient: QueryClient, gone: QueryKey): void {
  queryClient.removeQueries({ queryKey: gone });
}
