import styles from '../form-fields.module.css';
import { describedBy, ErrorText, type FieldProps, RequiredMark } from './field-parts';

/** A checkbox: '1' checked, '0' not; its label follows it. */
export function CheckboxField(props: FieldProps) {
  const { id, definition, required, error, readOnly } = props;
  return (
    <div className={styles.checkbox}>
      <div className={styles.checkboxRow}>
        <input
          ref={props.inputRef}
          id={id}
          name={props.name}
          type="checkbox"
          className={styles.checkboxInput}
          checked={props.value === '1'}
          disabled={readOnly}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(props)}
          onChange={(event) => props.onChange(event.target.checked ? '1' : '0')}
        />
        <label className={styles.checkboxLabel} htmlFor={id}>
          {definition.title}
        </label>
        <RequiredMark show={required} />
      </div>
      <ErrorText id={id} error={error} />
    </div>
  );
}
