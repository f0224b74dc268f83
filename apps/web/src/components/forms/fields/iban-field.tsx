import { householdTexts } from '@kundenportal/domain/texts/household-texts';
import { formatIban, ibanDetails, validateIban } from '@kundenportal/domain/validation/iban';
import fieldStyles from '../../ui/field.module.css';
import {
  controlProps,
  errorIdOf,
  type FieldProps,
  FieldShell,
  hintIdOf,
  join,
  submitOnEnter,
} from './field-parts';

/** An IBAN: grouped in fours on leaving, checked then, country and Bankleitzahl named below it. */
export function IbanField(props: FieldProps) {
  const { id, value, required, error } = props;
  const details = value.trim() ? ibanDetails(value) : null;
  return (
    <FieldShell field={props}>
      <input
        ref={props.inputRef}
        {...controlProps(props)}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        required={required}
        aria-describedby={join(details && hintIdOf(id), error && errorIdOf(id))}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={() => {
          if (!value.trim()) return;
          const formatted = formatIban(value);
          if (formatted !== value) props.onFormat(formatted);
          const result = validateIban(value, { required });
          if (!result.ok) props.onFieldError(result.message);
        }}
        onKeyDown={submitOnEnter}
      />
      {details ? (
        <p id={hintIdOf(id)} className={fieldStyles.hint}>
          {householdTexts.ibanDetails(details.countryName, details.bankleitzahl)}
        </p>
      ) : null}
    </FieldShell>
  );
}
