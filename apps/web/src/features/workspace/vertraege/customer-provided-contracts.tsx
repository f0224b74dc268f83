import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import type { AdviserContract } from '@kundenportal/domain/contracts/provided-contract';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import { SectionCard } from '../shared/section-card';
import { customerHouseholdQuery } from '../shared/workspace-queries';
import { ProvidedContractForm } from './provided-contract-form';
import { notifyFailure, ProvidedContractRow } from './provided-contract-row';
import { getProvidedContract, saveProvidedContract } from './vertraege-api';

const texts = freigabenTexts.workspace;

function focusHeading(id: string) {
  const heading = document.getElementById(id);
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
}

/** What the form edits: nothing, a new contract, or a loaded provided one. */
type Editing = null | { contract: AdviserContract | null };

/**
 * The contracts the agency provided to the customer (issue 31, ADR 198–200): provide a new one, change one,
 * attach a document, make a link for the adviser's own system; each is in the customer's change log.
 */
export function CustomerProvidedContracts({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  const household = useQuery(customerHouseholdQuery(customerId));
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  /** What waits for the answer to 'Ungespeicherte Änderungen': opening another contract in the form. */
  const [pending, setPending] = useState<(() => void) | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['workspace', 'customer', customerId] });
  const data = household.data;
  if (!data) return null;
  const persons = data.persons.map((person) => ({
    value: String(person.id),
    label: `${person.firstname} ${person.lastname}`,
  }));
  const provided = data.contracts.filter((row) => row.bereitgestellt);

  async function save(values: ContractValues): Promise<Record<string, string> | null> {
    try {
      await saveProvidedContract(customerId, editing?.contract?.id ?? null, values);
      toast.success(texts.saved);
      close();
      await refresh();
      return null;
    } catch (error) {
      return takeServerErrors(error);
    }
  }

  async function edit(contractId: number) {
    try {
      const contract = await getProvidedContract(customerId, contractId);
      setDirty(false);
      setEditing({ contract });
    } catch (error) {
      notifyFailure(error);
    }
  }

  /** The form closes (saved or cancelled): focus goes to the card's heading, not to the page's start. */
  function close() {
    setDirty(false);
    setEditing(null);
    focusHeading('provided-contracts');
  }

  /** Typed input in the form is not replaced unasked. */
  const unlessDirty = (action: () => void) => (dirty ? setPending(() => action) : action());

  return (
    <SectionCard
      id="provided-contracts"
      title={texts.heading}
      empty={texts.empty}
      footer={
        <>
          <p>{texts.flagHint}</p>
          {editing ? (
            <ProvidedContractForm
              key={editing.contract?.id ?? 'neu'}
              persons={persons}
              contract={editing.contract}
              onSave={save}
              onCancel={close}
              onDirtyChange={setDirty}
            />
          ) : (
            <Button onClick={() => setEditing({ contract: null })}>{texts.provide}</Button>
          )}
          <UnsavedChangesDialog
            address="sie"
            guard={{
              asking: pending !== null,
              keepEditing: () => setPending(null),
              discard: () => {
                pending?.();
                setPending(null);
              },
              allowLeaving: () => undefined,
            }}
          />
        </>
      }
    >
      {provided.map((row) => (
        <ProvidedContractRow
          key={row.id}
          customerId={customerId}
          row={row}
          onEdit={() => unlessDirty(() => void edit(row.id))}
          onChanged={() => void refresh()}
        />
      ))}
    </SectionCard>
  );
}
