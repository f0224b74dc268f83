import { householdTexts } from '@kundenportal/domain/texts/household';
import { formatIban, ibanDetails, validateIban } from '@kundenportal/domain/validation/iban';
import { controlProps, type FieldProps, FieldShell, submitOnEnter, valueProps } from './field-parts';

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
        {...valueProps(props, hint)}
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
