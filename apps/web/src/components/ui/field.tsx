import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './field.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Message shown under the input; marks the input invalid. */
  error?: string;
  hint?: string;
  /** Ids of further elements that describe the input (e.g. the password guide). */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
};

/** What every e-mail input shares: the e-mail keyboard, no auto-capitalising, no spell check. */
export const emailInputProps = {
  type: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** A labelled input with its hint and error message tied to it for assistive technology. */
export function Field({ label, error, hint, describedBy, ref, className, ...inputProps }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedByIds =
    [hint ? hintId : '', describedBy ?? '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
