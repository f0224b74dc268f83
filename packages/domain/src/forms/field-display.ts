import { formTexts } from '../texts/form';
import { formatAmount } from '../validation/amount';
import { formatDateDe } from '../validation/date-bounds';
import { type FieldDefinition, isChoiceFieldType, isNumericFieldType } from './field-definition';
import { fieldDecimals } from './form-values';

/**
 * A stored or sent value of a catalogue field as read text in German formats ('' when empty): a date
 * 'TT.MM.JJJJ', a number with its decimals and unit ('65.000,00 €'), a choice its label, a checkbox
 * 'Ja'/'Nein'. How a detail view or a PDF shows a field that has no wording of its own.
 */
export function fieldDisplayText(definition: FieldDefinition, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (definition.type === 'checkbox') return value === 1 || value === '1' ? formTexts.yes : formTexts.no;
  if (isChoiceFieldType(definition.type)) {
    return definition.options?.find((option) => option.value === String(value))?.label ?? String(value);
  }
  if (definition.type === 'date' && typeof value === 'string') return formatDateDe(value.slice(0, 10));
  if (isNumericFieldType(definition.type) && typeof value === 'number') {
    return formatAmount(value, { decimals: fieldDecimals(definition), unit: definition.unit });
  }
  return String(value);
}
