import { contractTitle } from '@kundenportal/domain/contracts/contract-list';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { transfersQuery } from '../../features/bestandsuebertragung/api/get-transfers';
import { BestandsuebertragungPage } from '../../features/bestandsuebertragung/routes/bestandsuebertragung-page';
import { contractsKey, contractsQuery } from '../../features/contracts/api/get-contracts';
import { usePersons } from '../../features/persons/api/get-persons';
import { useCurrentUser } from '../../lib/current-user';

/**
 * /app/bestandsuebertragung: the transfers (bestandsuebertragung feature) with the household's contracts and
 * persons (persons feature: the contracts grouped by whose they are, ADR 183),
 * who looks after each (contracts feature, with vertrag_list; adding and editing one with its rights) —
 * composed here because features do not import each other. An insurer's confirmation makes a contract
 * the broker's: when the transfers change, the contracts are read again too.
 */
export function BestandsuebertragungWithContractsPage() {
  const user = useCurrentUser();
  const rights = user ? contractRights(user) : null;
  const mayList = rights?.list ?? false;
  const queryClient = useQueryClient();
  const contracts = useQuery({ ...contractsQuery, enabled: mayList, refetchOnWindowFocus: true });
  const transfers = useQuery(transfersQuery);
  const persons = usePersons();
  const seen = useRef(transfers.data);
  useEffect(() => {
    if (seen.current && transfers.data !== seen.current)
      void queryClient.invalidateQueries({ queryKey: contractsKey });
    seen.current = transfers.data;
  }, [transfers.data, queryClient]);
  const household = useMemo(
    () =>
      contracts.data?.map((contract) => ({
        id: contract.id,
        title: contractTitle(contract),
        versicherer: contract.gesellschaft,
        nummer: contract.nummer,
        betreuung: contract.betreuung,
        personId: contract.person_id,
      })),
    [contracts.data],
  );
  const members = useMemo(
    () =>
      persons.data?.map((person) => ({
        id: person.id,
        name: [person.firstname, person.lastname].filter(Boolean).join(' '),
      })),
    [persons.data],
  );
  return (
    <BestandsuebertragungPage
      contracts={mayList ? household : undefined}
      persons={members}
      contractsPending={!user || (mayList && contracts.isPending) || persons.isPending}
      mayAdd={rights?.add ?? false}
      mayEdit={rights?.edit ?? false}
    />
  );
}
