import fieldStyles from '../../ui/field.module.css';
import styles from '../form-fields.module.css';
import { controlProps, type FieldProps, FieldShell, valueProps } from './field-parts';

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
        {...valueProps(props)}
        maxLength={definition.maxLength}
        placeholder={definition.placeholder}
      />
    </FieldShell>
  );
}
