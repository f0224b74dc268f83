import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AccountsPage } from '../../features/banking/routes/accounts-page';
import { invalidateContracts } from '../../features/contracts/api/invalidate-contracts';
import { usePersons } from '../../features/persons/api/get-persons';

/**
 * /app/konten: the accounts (banking feature) with the household's bank connections (persons feature) to
 * link an account to the person whose connection has its IBAN; a contract added from a found debit
 * refreshes the contracts feature's queries — composed here because features do not import each other.
 */
export function AccountsWithContractsPage() {
  const queryClient = useQueryClient();
  const persons = usePersons();
  const owners = useMemo(
    () =>
      new Map(
        (persons.data ?? []).flatMap((person) =>
          person.bankverbindungen.map(
            (connection) =>
              [
                connection.id,
                { personId: person.id, name: `${person.firstname} ${person.lastname}` },
              ] as const,
          ),
        ),
      ),
    [persons.data],
  );
  return <AccountsPage onContractAdded={() => invalidateContracts(queryClient)} owners={owners} />;
}
