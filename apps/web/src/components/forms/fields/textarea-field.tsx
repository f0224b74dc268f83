import fieldStyles from '../../ui/field.module.css';
import styles from '../form-fields.module.css';
import { controlProps, describedBy, type FieldProps, FieldShell } from './field-parts';

/** Multi-line text (Enter is a new line here, not a submit). */
export function TextareaField(props: FieldProps) {
  const { definition } = props;
  return (
    <FieldShell field={props}>
      <textarea
        ref={props.inputRef}
        {...controlProps(props)}
        className={`${fieldStyles.input} ${styles.textarea}`}
        rows={4}
        value={props.value}
        maxLength={definition.maxLength}
        placeholder={definition.placeholder}
        required={props.required}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FieldShell>
  );
}
