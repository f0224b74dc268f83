import { contractFormValues } from '@kundenportal/domain/contracts/contract-api';
import {
  type ContractValues,
  contractAssignmentFields,
  parseContractValues,
} from '@kundenportal/domain/contracts/contract-input';
import { type AdviserContract, isAdviserOwnedField } from '@kundenportal/domain/contracts/provided-contract';
import { contractFields } from '@kundenportal/domain/forms/catalogue/contract';
import type { FieldOption } from '@kundenportal/domain/forms/field-definition';
import { toFormValues } from '@kundenportal/domain/forms/form-values';
import { freigabenTexts } from '@kundenportal/domain/texts/freigaben';
import { type FormEvent, useMemo, useState } from 'react';
import { FormFields } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';

const texts = freigabenTexts.workspace;

/**
 * The adviser's form of a provided contract (issue 31): whose it is and the catalogue's fields the adviser
 * owns (domain provided-contract.ts), checked by the domain's rules before sending as the server checks them.
 */
export function ProvidedContractForm({
  persons,
  contract,
  onSave,
  onCancel,
}: {
  persons: readonly FieldOption[];
  contract: AdviserContract | null;
  onSave: (values: ContractValues) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}) {
  const definitions = useMemo(
    () => [
      ...contractAssignmentFields(persons),
      ...contractFields.filter((field) => isAdviserOwnedField(field.name)),
    ],
    [persons],
  );
  const [values, setValues] = useState(() =>
    toFormValues(
      definitions,
      // The agency provides it: by default the agency looks after it (ADR 186, only the adviser may say so).
      // The reminder is the customer's (ADR 198): the workspace neither gets it nor has it in this form.
      contract
        ? contractFormValues({ ...contract, memory_datum: null, memory_massage: null })
        : { person_id: persons[0]?.value ?? null, betreuung: 'makler' },
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseContractValues(values, {
      now: new Date(),
      persons,
      storedMemoryDatum: null,
      storedBetreuung: 'makler',
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    const refused = await onSave(parsed.values);
    setSaving(false);
    setErrors(refused ?? {});
  }

  return (
    <form className={layout.form} noValidate onSubmit={(event) => void submit(event)}>
      <h3>
        {texts.formHeading(contract ? `${contract.gesellschaft} ${contract.nummer ?? ''}`.trim() : null)}
      </h3>
      <FormFields
        definitions={definitions}
        values={values}
        errors={errors}
        onChange={(name, value) => {
          setValues((current) => ({ ...current, [name]: value }));
          setErrors((current) => ({ ...current, [name]: '' }));
        }}
      />
      <div className={layout.actions}>
        <Button type="submit" disabled={saving}>
          {texts.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
