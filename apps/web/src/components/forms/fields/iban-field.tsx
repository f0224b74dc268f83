import { householdTexts } from '@kundenportal/domain/texts/household';
import { formatIban, ibanDetails, validateIban } from '@kundenportal/domain/validation/iban';
import { controlProps, describedBy, type FieldProps, FieldShell, submitOnEnter } from './field-parts';

/** An IBAN: grouped in fours on leaving, checked then, country and Bankleitzahl named below it. */
export function IbanField(props: FieldProps) {
  const { value, required } = props;
  const details = value.trim() ? ibanDetails(value) : null;
  const hint = details ? householdTexts.ibanDetails(details.countryName, details.bankleitzahl) : null;
  return (
    <FieldShell field={props} hint={hint} reserveMessage>
      <input
        ref={props.inputRef}
        {...controlProps(props)}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        required={required}
        aria-describedby={describedBy(props, hint)}
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
    </FieldShell>
  );
}
