import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './checkbox-field.module.css';
import fieldStyles from './field.module.css';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string;
  /** Shown under the label, e.g. a button that opens the text the checkbox agrees to. */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it and its error tied to it. */
export function CheckboxField({ label, error, action, ref, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.checkbox, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
