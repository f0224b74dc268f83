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
import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormFields } from '../../../components/forms/form-fields';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
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
  onDirtyChange,
}: {
  persons: readonly FieldOption[];
  contract: AdviserContract | null;
  onSave: (values: ContractValues) => Promise<Record<string, string> | null>;
  onCancel: () => void;
  /** Whether the input differs from what the form started with (the card asks before replacing it). */
  onDirtyChange?: (dirty: boolean) => void;
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
  const [initial] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // State, not a ref: the effect of the render that shows the errors moves the focus.
  const [focusInvalid, setFocusInvalid] = useState(false);
  const dirty = Object.keys(values).some((name) => values[name] !== initial[name]);
  useUnsavedEdits(dirty && !saving);
  // A layout effect, as the adviser form's slide: the card's guard is armed before the next click arrives.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (!focusInvalid) return;
    setFocusInvalid(false);
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  function refuse(refused: Record<string, string>) {
    setErrors(refused);
    if (Object.values(refused).some(Boolean)) setFocusInvalid(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseContractValues(values, {
      now: new Date(),
      persons,
      storedMemoryDatum: null,
      storedBetreuung: 'makler',
    });
    if (!parsed.ok) {
      refuse(parsed.errors);
      return;
    }
    setSaving(true);
    const refused = await onSave(parsed.values);
    setSaving(false);
    refuse(refused ?? {});
  }

  return (
    <form ref={form} className={layout.form} noValidate onSubmit={(event) => void submit(event)}>
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
