import { UNLIMITED_NUMBER } from '../constants';
import { formatAmount, parseAmount } from '../validation/amount';
import { formatIban } from '../validation/iban';
import { type FieldDefaultValue, type FieldDefinition, isNumericFieldType } from './field-definition';

/**
 * Values as the renderer holds them: the text of each input. Numbers are German text ('1.234,50'),
 * dates ISO ('2026-03-01'; the date field shows '01.03.2026' and hands over the ISO date, or the typed
 * text when it is no date), checkboxes '0'/'1', the unlimited sentinel '999999999'. The domain's
 * `parseForm` reads exactly this and returns the normalised values to send.
 */
export type FormValues = Record<string, string>;

/** Decimals a numeric field shows (the domain's default is 2, spec section 5). */
export function fieldDecimals(definition: FieldDefinition): number {
  return definition.decimals ?? 2;
}

/** German display of a number for a field: '1.234,50' (2 decimals) or '3' (0 decimals). */
export function formatFieldNumber(definition: FieldDefinition, value: number): string {
  if (value === UNLIMITED_NUMBER) return String(UNLIMITED_NUMBER);
  return formatAmount(value, { decimals: fieldDecimals(definition) });
}

/** One stored value (API or default) as the text of its input. */
export function toFormValue(definition: FieldDefinition, value: unknown): string {
  if (value === undefined || value === null) return definition.type === 'checkbox' ? '0' : '';
  if (definition.type === 'checkbox') return value === true || value === 1 || value === '1' ? '1' : '0';
  if (isNumericFieldType(definition.type)) {
    if (typeof value === 'number' && Number.isFinite(value)) return formatFieldNumber(definition, value);
    // An API number may come as text ('1234.5'): shown German; anything unreadable is shown as it came.
    const parsed = typeof value === 'string' ? parseAmount(value, 20) : null;
    if (parsed?.ok) return formatFieldNumber(definition, parsed.value);
    return String(value);
  }
  if (definition.type === 'iban' && typeof value === 'string') return formatIban(value);
  if (definition.type === 'date' && typeof value === 'string') return value.slice(0, 10);
  return typeof value === 'string' ? value : String(value);
}

/** The form's texts for a record of stored values (missing names get their default). */
export function toFormValues(
  definitions: readonly FieldDefinition[],
  record: Readonly<Record<string, unknown>> = {},
): FormValues {
  const values: FormValues = {};
  for (const definition of definitions) {
    const stored: unknown = Object.hasOwn(record, definition.name) ? record[definition.name] : undefined;
    const fallback: FieldDefaultValue | undefined = definition.default;
    values[definition.name] = toFormValue(definition, stored ?? fallback);
  }
  return values;
}

/** Initial values from the definitions' defaults (gender 'm', checkboxes '0', the rest empty). */
export function formDefaults(definitions: readonly FieldDefinition[]): FormValues {
  return toFormValues(definitions);
}
