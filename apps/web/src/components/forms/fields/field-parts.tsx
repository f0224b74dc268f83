import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { householdTexts } from '@kundenportal/domain/texts/household';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import fieldStyles from '../../ui/field.module.css';
import styles from '../form-fields.module.css';

/** What <FormFields> hands each field component: one field of a definition list, already resolved. */
export type FieldProps = {
  definition: FieldDefinition;
  /** The input's text (form-values.ts). */
  value: string;
  /** Required now (a conditional requirement already decided). */
  required: boolean;
  error: string | undefined;
  /** The control's id; its error text is `${id}-error`, a hint `${id}-hint`. */
  id: string;
  /** The `name` attribute (with the form's prefix, e.g. 'adressen.0.'). */
  name: string;
  readOnly?: boolean;
  /** Ref callback of the focusable control (focus on the first invalid field). */
  inputRef: ((element: HTMLElement | null) => void) | undefined;
  /** The user changed the value (clears the field's error). */
  onChange: (value: string) => void;
  /** The same value reformatted on leaving the field (keeps the error). */
  onFormat: (value: string) => void;
  /** An error found when the user leaves the field (IBAN, date). */
  onFieldError: (message: string) => void;
};

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** id, name, disabled, class and aria-invalid, as every text-like control has them. */
export function controlProps(props: FieldProps) {
  return {
    id: props.id,
    name: props.name,
    disabled: props.readOnly,
    className: fieldStyles.input,
    'aria-invalid': props.error ? true : undefined,
  } as const;
}

/**
 * The value of a control that edits the field's text as it is (text, textarea, dropdown, IBAN): the value,
 * required, what describes it (`hint` when the field shows one) and its change.
 */
export function valueProps(props: FieldProps, hint?: unknown) {
  return {
    value: props.value,
    required: props.required,
    'aria-describedby': describedBy(props, hint),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      props.onChange(event.target.value),
  };
}

/** Enter in a one-line input submits its form (spec section 5), also where the browser would not. */
export function submitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** The ids an input is described by, without the empty ones. */
export const join = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/** The ids of the field's hint (when it has one) and error text (when it shows one). */
export const describedBy = (props: FieldProps, hint?: unknown) =>
  join(Boolean(hint) && hintIdOf(props.id), props.error && errorIdOf(props.id));

export function RequiredMark({ show }: { show: boolean }) {
  return show ? (
    <span className={styles.required} aria-hidden="true">
      {householdTexts.requiredMark}
    </span>
  ) : null;
}

/**
 * A field's message. `reserve`: the line is kept while there is none, for fields that check on leaving
 * (IBAN, date): the message then appears without moving what follows (issue 27: the first click on the
 * next field missed by the 25 px the IBAN's message pushed it down).
 */
export function ErrorText({
  id,
  error,
  reserve = false,
}: {
  id: string;
  error: string | undefined;
  reserve?: boolean;
}) {
  if (error)
    return (
      <p id={errorIdOf(id)} className={fieldStyles.error}>
        {error}
      </p>
    );
  return reserve ? <p className={fieldStyles.errorSlot} data-testid="reserved-message" /> : null;
}

/** Label, control, hint (e.g. a date's bounds) and error of one field. */
export function FieldShell({
  field,
  hint,
  reserveMessage = false,
  children,
}: {
  field: FieldProps;
  hint?: ReactNode;
  /** Keep the message's line while there is none (a check on leaving the field). */
  reserveMessage?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={fieldStyles.field}>
      <div className={styles.labelRow}>
        <label className={fieldStyles.label} htmlFor={field.id}>
          {field.definition.title}
        </label>
        <RequiredMark show={field.required} />
      </div>
      {children}
      {hint ? (
        <p id={hintIdOf(field.id)} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorText id={field.id} error={field.error} reserve={reserveMessage} />
    </div>
  );
}
