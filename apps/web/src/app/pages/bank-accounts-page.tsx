import { useQueryClient } from '@tanstack/react-query';
import { AccountsPage } from '../../features/banking/routes/accounts-page';
import { invalidateContracts } from '../../features/contracts/api/invalidate-contracts';

/**
 * /app/konten: the accounts (banking feature); a contract added from a found debit refreshes the
 * contracts feature's queries — composed here because features do not import each other.
 */
export function AccountsWithContractsPage() {
  const queryClient = useQueryClient();
  return <AccountsPage onContractAdded={() => invalidateContracts(queryClient)} />;
}
