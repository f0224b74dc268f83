import { UNLIMITED_NUMBER } from '@kundenportal/domain/constants';
import { acceptsUnlimited } from '@kundenportal/domain/forms/field-definition';
import { fieldDecimals, formatFieldNumber } from '@kundenportal/domain/forms/form-values';
import { formTexts } from '@kundenportal/domain/texts/form';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { parseAmount } from '@kundenportal/domain/validation/amount';
import { useRef } from 'react';
import fieldStyles from '../../ui/field.module.css';
import styles from '../form-fields.module.css';
import { controlProps, errorIdOf, type FieldProps, FieldShell, join, submitOnEnter } from './field-parts';

/**
 * A German number (numfield), with a slider (numfield_hasrange, range) or an 'unbegrenzt' switch
 * (numfield_unbegrenzt, or `unlimited`); formatted German on leaving ('1.234,50').
 */
export function NumberField(props: FieldProps) {
  const { id, definition, value, readOnly, error } = props;
  const unitId = `${id}-unit`;
  // The value typed before 'unbegrenzt' was switched on, restored when it is switched off again.
  const beforeUnlimited = useRef('');
  const slider = definition.type === 'numfield_hasrange' || definition.type === 'range';
  const unlimitedAllowed = acceptsUnlimited(definition);
  const unlimited = unlimitedAllowed && value.trim() === String(UNLIMITED_NUMBER);
  const parsed = value.trim() ? parseAmount(value, 20) : null;
  const min = typeof definition.min === 'number' ? definition.min : 0;
  const max = typeof definition.max === 'number' ? definition.max : 100;
  const sliderValue = parsed?.ok ? Math.min(Math.max(parsed.value, min), max) : min;
  const formatOnBlur = () => {
    const result = value.trim() ? parseAmount(value, fieldDecimals(definition)) : null;
    if (!result?.ok) return;
    const formatted = formatFieldNumber(definition, result.value);
    if (formatted !== value) props.onFormat(formatted);
  };
  return (
    <FieldShell field={props}>
      <div className={styles.numberRow}>
        <input
          ref={props.inputRef}
          {...controlProps(props)}
          className={`${fieldStyles.input} ${styles.number}`}
          type="text"
          inputMode={fieldDecimals(definition) === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={unlimited ? formTexts.unlimited : value}
          disabled={readOnly || unlimited}
          placeholder={definition.placeholder}
          required={props.required}
          aria-describedby={join(definition.unit && unitId, error && errorIdOf(id))}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={formatOnBlur}
          onKeyDown={submitOnEnter}
        />
        {definition.unit ? (
          <span id={unitId} className={styles.unit}>
            {definition.unit}
          </span>
        ) : null}
        {unlimitedAllowed ? (
          <label className={styles.toggle}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={unlimited}
              className={styles.checkboxInput}
              checked={unlimited}
              disabled={readOnly}
              aria-label={householdTexts.unlimitedToggle(definition.title)}
              onChange={(event) => {
                if (event.target.checked) {
                  beforeUnlimited.current = value;
                  props.onChange(String(UNLIMITED_NUMBER));
                } else {
                  props.onChange(beforeUnlimited.current);
                }
              }}
            />
            <span>{formTexts.unlimited}</span>
          </label>
        ) : null}
      </div>
      {slider ? (
        <input
          type="range"
          className={styles.slider}
          min={min}
          max={max}
          step={definition.step ?? 1}
          value={sliderValue}
          disabled={readOnly}
          aria-label={householdTexts.slider(definition.title)}
          aria-valuetext={`${formatFieldNumber(definition, sliderValue)}${definition.unit ? ` ${definition.unit}` : ''}`}
          onChange={(event) => props.onChange(formatFieldNumber(definition, Number(event.target.value)))}
        />
      ) : null}
    </FieldShell>
  );
}
