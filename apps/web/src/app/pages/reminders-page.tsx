import { contractTitle } from '@kundenportal/domain/contracts/contract-list';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { useMemo } from 'react';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { RemindersPage } from '../../features/reminders/routes/reminders-page';
import { useCurrentUser } from '../../lib/current-user';

/**
 * /app/erinnerung: the reminders (reminders feature) with the titles of the household's contracts
 * (contracts feature, only with vertrag_list) to name a reminder's contract and to choose one — composed
 * here because features do not import each other. Without the right the page names a contract 'Vertrag'.
 */
export function RemindersWithContractsPage() {
  const user = useCurrentUser();
  const mayList = user ? contractRights(user).list : false;
  const contracts = useContracts(mayList);
  const titled = useMemo(
    () => contracts.data?.map((contract) => ({ id: contract.id, title: contractTitle(contract) })),
    [contracts.data],
  );
  return (
    <RemindersPage
      // Not loaded (no right, or failed): contracts are named 'Vertrag' and a PUT keeps a reminder's one.
      contracts={mayList ? titled : undefined}
      contractsPending={!user || (mayList && contracts.isPending)}
    />
  );
}
