import { SPARTEN } from '@kundenportal/domain/contracts/sparten';
import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import type { Rechner, RechnerInput } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import fieldStyles from '../../../components/ui/field.module.css';
import { SelectField } from '../../../components/ui/select-field';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import styles from './rechner.module.css';
import { saveRechner } from './rechner-api';

const texts = vergleichsrechnerTexts.workspace;
const FIELDS = ['titel', 'sparte', 'url', 'origins'] as const;
type Name = (typeof FIELDS)[number];
type Values = Record<Name, string>;

const valuesOf = (rechner: Rechner | null): Values => ({
  titel: rechner?.titel ?? '',
  sparte: rechner?.sparte ?? '',
  url: rechner?.url ?? '',
  origins: rechner?.origins.join('\n') ?? '',
});

const bodyOf = (values: Values): RechnerInput => ({
  titel: values.titel,
  sparte: values.sparte,
  url: values.url,
  origins: values.origins.split(/\r?\n/),
});

/**
 * A calculator's form (add or change): the server checks it (422 at the field, German); what was typed
 * stays in the fields after a refusal.
 */
export function RechnerForm({
  rechner,
  onDone,
}: {
  rechner: Rechner | null;
  onDone: (saved: boolean) => void | Promise<void>;
}) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(rechner));
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [sending, setSending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const initial = valuesOf(rechner);
  useUnsavedEdits(FIELDS.some((name) => values[name] !== initial[name]));

  // Opened: its first field; refused: the first field the server named (as the customer's forms do).
  useEffect(() => {
    const selector = refusals === 0 ? 'input, select, textarea' : '[aria-invalid="true"]';
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [refusals]);

  const change = (name: Name) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await saveRechner(rechner?.id ?? null, bodyOf(values));
      setErrors({});
      toast.success(texts.saved);
      await onDone(true);
    } catch (failure) {
      setErrors(
        takeServerErrors(failure, (field) => {
          const name = field.split('.')[0] ?? '';
          return (FIELDS as readonly string[]).includes(name) ? name : undefined;
        }),
      );
      setRefusals((count) => count + 1);
    } finally {
      setSending(false);
    }
  }

  const originsError = errors.origins;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label={rechner ? texts.edit : texts.add}
    >
      <Field label={texts.titel} value={values.titel} error={errors.titel} onChange={change('titel')} />
      <SelectField
        label={texts.sparte}
        value={values.sparte}
        error={errors.sparte}
        onChange={change('sparte')}
      >
        <option value="">{texts.sparteNone}</option>
        {SPARTEN.map((sparte) => (
          <option key={sparte.key} value={sparte.key}>
            {sparte.label}
          </option>
        ))}
      </SelectField>
      <Field
        label={texts.url}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={values.url}
        error={errors.url}
        onChange={change('url')}
      />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-origins`}>
          {texts.origins}
        </label>
        <p id={`${id}-origins-hint`} className={fieldStyles.hint}>
          {texts.originsHint}
        </p>
        <textarea
          id={`${id}-origins`}
          className={`${fieldStyles.input} ${styles.origins}`}
          rows={3}
          value={values.origins}
          aria-invalid={originsError ? true : undefined}
          aria-describedby={originsError ? `${id}-origins-hint ${id}-origins-error` : `${id}-origins-hint`}
          onChange={change('origins')}
        />
        {originsError ? (
          <p id={`${id}-origins-error`} className={fieldStyles.error}>
            {originsError}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {texts.save}
        </Button>
        <Button variant="secondary" onClick={() => void onDone(false)}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
