import { contractTitle } from '@kundenportal/domain/contracts/contract-list';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { useMemo } from 'react';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { useCurrentUser } from '../../lib/current-user';

/**
 * The household's contracts as id and title for a page that names or chooses them (contracts feature,
 * only with vertrag_list). `contracts` is undefined without the right or when not loaded (failed);
 * `contractsPending` while the user or the list is still loading.
 */
export function useListedContractTitles() {
  const user = useCurrentUser();
  const mayList = user ? contractRights(user).list : false;
  const contracts = useContracts(mayList);
  const titled = useMemo(
    () => contracts.data?.map((contract) => ({ id: contract.id, title: contractTitle(contract) })),
    [contracts.data],
  );
  return {
    contracts: mayList ? titled : undefined,
    contractsPending: !user || (mayList && contracts.isPending),
  };
}
