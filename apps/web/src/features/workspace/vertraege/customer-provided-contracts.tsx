import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { formatDateTime } from '../../../lib/format';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import { SectionCard, sectionItemClass } from '../shared/section-card';
import { customerHouseholdQuery } from '../shared/workspace-queries';
import { ProvidedContractForm } from './provided-contract-form';
import {
  getProvidedContract,
  postContractDocument,
  postContractLink,
  saveProvidedContract,
} from './vertraege-api';

const texts = freigabenTexts.workspace;

type Row = CustomerHousehold['contracts'][number];
/** What the form edits: nothing, a new contract, or a loaded provided one. */
type Editing = null | { contract: Contract | null };

const titleOf = (row: Pick<Row, 'gesellschaft' | 'nummer' | 'sparte'>) =>
  `${row.gesellschaft} ${row.nummer ?? sparteLabel(row.sparte)}`;

/**
 * The contracts the agency provided to the customer (issue 31, ADR 198–200): provide a new one, change one,
 * attach a document, make a link for the adviser's own system; each is in the customer's change log.
 */
export function CustomerProvidedContracts({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  const household = useQuery(customerHouseholdQuery(customerId));
  const [editing, setEditing] = useState<Editing>(null);
  const [links, setLinks] = useState<Record<number, { url: string; until: string }>>({});
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
      setEditing(null);
      await refresh();
      return null;
    } catch (error) {
      return takeServerErrors(error);
    }
  }

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
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Button onClick={() => setEditing({ contract: null })}>{texts.provide}</Button>
          )}
        </>
      }
    >
      {provided.map((row) => (
        <li key={row.id} className={sectionItemClass}>
          <strong>{titleOf(row)}</strong>
          <span>{row.label || sparteLabel(row.sparte)}</span>
          <Button
            variant="secondary"
            aria-label={`${texts.edit}: ${titleOf(row)}`}
            onClick={() =>
              void getProvidedContract(customerId, row.id).then((contract) => setEditing({ contract }))
            }
          >
            {texts.edit}
          </Button>
          <Button
            variant="secondary"
            aria-label={`${texts.link}: ${titleOf(row)}`}
            onClick={() =>
              void postContractLink(customerId, row.id).then((link) => {
                setLinks((current) => ({ ...current, [row.id]: { url: link.url, until: link.gueltig_bis } }));
                void refresh();
              })
            }
          >
            {texts.link}
          </Button>
          {links[row.id] ? (
            <Field
              label={texts.linkLabel(formatDateTime(links[row.id]?.until))}
              readOnly
              value={links[row.id]?.url ?? ''}
            />
          ) : null}
          <FilePicker
            label={`${texts.attach}: ${titleOf(row)}`}
            buttonText={texts.attach}
            fileName={null}
            onPick={(file) =>
              void postContractDocument(customerId, row.id, file).then(() => {
                toast.success(texts.attached(file.name));
                void refresh();
              })
            }
          />
        </li>
      ))}
    </SectionCard>
  );
}
