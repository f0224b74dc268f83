import { contractTitle } from '@kundenportal/domain/contracts/contract-list';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { useMemo } from 'react';
import { ContactPersonsPage } from '../../features/contact-persons/routes/contact-persons-page';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { useCurrentUser } from '../../lib/current-user';

/**
 * /app/ansprechpartner: the contact persons (contact-persons feature) with the household's contracts and
 * their titles (contracts feature, only with vertrag_list) to name, link and unlink them — composed here
 * because features do not import each other. Without the right the page names and links no contract.
 */
export function ContactPersonsWithContractsPage() {
  const user = useCurrentUser();
  const mayList = user ? contractRights(user).list : false;
  const contracts = useContracts(mayList);
  const titled = useMemo(
    () => contracts.data?.map((contract) => ({ id: contract.id, title: contractTitle(contract) })),
    [contracts.data],
  );
  return (
    <ContactPersonsPage
      // Not loaded (no right, or failed): no contract is named or linked.
      contracts={mayList ? titled : undefined}
      contractsPending={!user || (mayList && contracts.isPending)}
    />
  );
}
