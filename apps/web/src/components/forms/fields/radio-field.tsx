import fieldStyles from '../../ui/field.module.css';
import styles from '../form-fields.module.css';
import { describedBy, ErrorText, type FieldProps, RequiredMark } from './field-parts';

/** A radio group (radio) or a switch of two or three options (radio_switch_toggle). */
export function RadioField(props: FieldProps) {
  const { id, definition, value, required, error, readOnly } = props;
  const labelId = `${id}-label`;
  const options = definition.options ?? [];
  // The checked option takes the focus of the group (the first when none is checked).
  const focusIndex = Math.max(
    options.findIndex((option) => option.value === value),
    0,
  );
  return (
    <div
      className={styles.group}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props)}
      aria-disabled={readOnly || undefined}
    >
      <span id={labelId} className={`${fieldStyles.label} ${styles.legend}`}>
        {definition.title}
        <RequiredMark show={required} />
      </span>
      <div className={definition.type === 'radio_switch_toggle' ? styles.switch : styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              ref={index === focusIndex ? props.inputRef : undefined}
              type="radio"
              name={`${props.name}-${id}`}
              value={option.value}
              checked={value === option.value}
              disabled={readOnly}
              onChange={() => props.onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={id} error={error} />
    </div>
  );
}
