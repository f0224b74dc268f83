import { searchInsurers } from '@kundenportal/domain/contracts/insurers';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { ComboboxField, type ComboboxSuggestion } from '../../../components/forms/fields/combobox-field';
import type { FieldProps } from '../../../components/forms/fields/field-parts';

const SUGGESTIONS = 8;

/** Insurers for the typed text (contracts/insurers.ts): the short name goes into the field. */
export function insurerSuggestions(query: string): ComboboxSuggestion[] {
  return searchInsurers(query, SUGGESTIONS).map((insurer) => ({
    value: insurer.kurzname,
    description: insurer.name,
  }));
}

/** `gesellschaft`: free text with the German insurers as suggestions (an accessible combobox). */
export function InsurerField(props: FieldProps) {
  return (
    <ComboboxField
      {...props}
      suggest={insurerSuggestions}
      countText={contractTexts.insurerSuggestions}
      hint={contractTexts.insurerHint}
    />
  );
}
