import {
  type ContactPerson,
  contactPersonName,
} from '@kundenportal/domain/contact-persons/contact-person-api';
import { contactPersonTexts } from '@kundenportal/domain/texts/contact-persons';
import { formTexts } from '@kundenportal/domain/texts/form';
import { type FormEvent, useCallback, useMemo } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitActions } from '../../../components/ui/submit-actions';
import { toast } from '../../../lib/toast-store';
import { type FormValues, useForm } from '../../../lib/use-form';
import { useLinkContract } from '../api/link-contract';
import styles from '../routes/contact-persons.module.css';
import type { ContactPersonContract } from '../use-contact-person-form';

/**
 * Links a contract of the household to a contact person: a dropdown of the contracts not linked yet (in
 * German order of their titles). A 422 on vertrag_id (a contract gone meanwhile) is shown at the dropdown.
 */
export function LinkContractDialog({
  person,
  contracts,
  onClose,
}: {
  person: ContactPerson | null;
  contracts: readonly ContactPersonContract[];
  onClose: () => void;
}) {
  return (
    <Dialog open={person !== null} title={contactPersonTexts.link} onClose={onClose}>
      {person ? (
        <LinkContractForm key={person.id} person={person} contracts={contracts} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function LinkContractForm({
  person,
  contracts,
  onClose,
}: {
  person: ContactPerson;
  contracts: readonly ContactPersonContract[];
  onClose: () => void;
}) {
  const choices = useMemo(
    () =>
      contracts
        .filter((contract) => !person.vertraege.includes(contract.id))
        .sort((a, b) => a.title.localeCompare(b.title, 'de')),
    [contracts, person.vertraege],
  );
  const parse = useCallback(
    (values: FormValues<'vertrag_id'>) =>
      values.vertrag_id
        ? { ok: true as const, values: { contractId: Number(values.vertrag_id) } }
        : { ok: false as const, errors: { vertrag_id: contactPersonTexts.contractRequired } },
    [],
  );
  const form = useForm({ vertrag_id: '' }, { parse });
  const link = useLinkContract();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (link.isPending) return;
    const values = form.validate();
    if (!values) return;
    link.mutate(
      { id: person.id, contractId: values.contractId },
      {
        onSuccess: (saved) => {
          toast.success(saved.message);
          onClose();
        },
        onError: (error) => form.showSubmitError(error),
      },
    );
  }

  return (
    <form className={styles.dialogForm} noValidate onSubmit={submit}>
      <p className={styles.dialogText}>{contactPersonTexts.linkText(contactPersonName(person))}</p>
      <SelectField
        label={contactPersonTexts.linkLabel}
        ref={form.fieldRef<HTMLSelectElement>('vertrag_id')}
        name="vertrag_id"
        value={form.values.vertrag_id}
        error={form.errors.vertrag_id}
        onChange={(event) => form.setValue('vertrag_id', event.target.value)}
      >
        <option value="">{formTexts.choose}</option>
        {choices.map((contract) => (
          <option key={contract.id} value={String(contract.id)}>
            {contract.title}
          </option>
        ))}
      </SelectField>
      <SubmitActions label={contactPersonTexts.linkConfirm} pending={link.isPending} onCancel={onClose} />
    </form>
  );
}
