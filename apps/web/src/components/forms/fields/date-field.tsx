import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import { formTexts } from '@kundenportal/domain/texts/form';
import { validationTexts } from '@kundenportal/domain/texts/validation';
import { formatDateDe, isIsoDate, parseDateDe } from '@kundenportal/domain/validation/date-bounds';
import { useState } from 'react';
import { controlProps, describedBy, type FieldProps, FieldShell, submitOnEnter } from './field-parts';

/** A stored form value as the text of a date field: ISO dates as 'DD.MM.YYYY', anything else as it is. */
const dateText = (value: string) => (isIsoDate(value) ? formatDateDe(value) : value);

/**
 * What a date field hands to the form for its text: the ISO date of a German date ('' when empty),
 * an ISO date pasted as it is (parseForm would take it anyway), else the text, which parseForm rejects.
 */
function readDate(text: string): { date: boolean; value: string } {
  const parsed = parseDateDe(text);
  if (parsed.ok) return { date: parsed.iso !== '', value: parsed.iso };
  const trimmed = text.trim();
  return isIsoDate(trimmed) ? { date: true, value: trimmed } : { date: false, value: text };
}

/** Birth dates get the browser's 'bday' autofill; other dates none (no suggestions of past entries). */
const isBirthDate = (definition: FieldDefinition) => /geburt/i.test(definition.name);

/**
 * A date typed the German way (spec section 9: TT.MM.JJJJ whatever the browser's locale; a native
 * date input would show the OS format). The field keeps what is typed; the form gets the ISO date
 * when the text is a real date ('' when empty), else the text itself, which `parseForm` then reports
 * (leaving the field says at once that it is no date). An ISO date pasted in is taken too.
 * Bounds ('today', 'morgen', ISO) are checked by the domain's checkDate and named in a hint.
 */
export function DateField(props: FieldProps) {
  const { definition, value } = props;
  // The text typed and the form value it gave: shown while the form still holds that value; a value
  // set from outside (loaded, reset) is shown formatted instead.
  const [draft, setDraft] = useState(() => ({ text: dateText(value), value }));
  const text = draft.value === value ? draft.text : dateText(value);
  const min = typeof definition.min === 'string' ? definition.min : undefined;
  const max = typeof definition.max === 'string' ? definition.max : undefined;
  const hint = formTexts.dateBounds(min, max);
  return (
    <FieldShell field={props} hint={hint} reserveMessage>
      <input
        ref={props.inputRef}
        {...controlProps(props)}
        type="text"
        inputMode="numeric"
        autoComplete={isBirthDate(definition) ? 'bday' : 'off'}
        placeholder={formTexts.datePlaceholder}
        value={text}
        required={props.required}
        aria-describedby={describedBy(props, hint)}
        onChange={(event) => {
          const typed = event.target.value;
          const next = readDate(typed).value;
          setDraft({ text: typed, value: next });
          props.onChange(next);
        }}
        onBlur={() => {
          const read = readDate(text);
          if (read.date) setDraft({ text: formatDateDe(read.value), value: read.value });
          else if (read.value.trim() !== '') props.onFieldError(validationTexts.dateDe);
        }}
        onKeyDown={submitOnEnter}
      />
    </FieldShell>
  );
}
