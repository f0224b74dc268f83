import type { FieldDefinition } from './field-definition';

/** A value as it is stored and sent: text (numbers as their digits), or null when there is none. */
export function storedText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * The type of `storedValues` for a catalogue declared `as const satisfies readonly FieldDefinition[]`
 * (address.ts): a field that is always required is text, every other one text or null.
 */
export type StoredValues<D extends readonly FieldDefinition[]> = {
  [Definition in D[number] as Definition['name']]: Definition extends { required: true }
    ? string
    : string | null;
};

/**
 * The catalogue fields of `source` (parsed form values, a stored row or an API entry) as stored text,
 * in catalogue order: an always-required field '' when missing (after parseForm it never is), the
 * others null. The one mapping of a list entry's fields, so a new catalogue field needs no other edit.
 */
export function storedValues(
  definitions: readonly FieldDefinition[],
  source: Readonly<Record<string, unknown>>,
): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const definition of definitions) {
    const value = storedText(source[definition.name]);
    values[definition.name] = definition.required === true ? (value ?? '') : value;
  }
  return values;
}
