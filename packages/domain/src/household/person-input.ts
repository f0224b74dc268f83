import { personEditFields } from '../forms/catalogue/person';
import type { FieldDefinition } from '../forms/field-definition';
import { type StoredKindTable, type StoredValues, stored, valuesFromForm } from '../forms/stored-kinds';
import type { NormalisedValue } from '../forms/validate-field';
import { type FormErrors, parseForm } from '../forms/validate-form';
import type { Person } from './person-api';

/**
 * The one mapping of a person's catalogue fields between the API, the edit form and the store, used by
 * the web app and the server alike. The fields themselves are the catalogue's (`personEditFields`,
 * forms/catalogue/person.ts): a new catalogue field of persons is added there and nowhere else — it
 * lands in `details`, is shown by the edit form, checked on both sides and sent back by the API.
 */

/**
 * Person fields with their own column, sent at the top level of PersonInput and Person, and how each is
 * stored (ADR 105: the columns, Person's and PersonValues' types and both mappings are made from it).
 * Every other catalogue field is `details` — a field is never left without a place.
 */
export const personColumnStore = {
  firstname: stored.requiredText,
  lastname: stored.requiredText,
  gender: stored.requiredChoice(['m', 'w'], 'm'),
  geburtsdatum: stored.date,
  geburtsort: stored.text,
  geburtland: stored.text,
  familienstand: stored.text,
} as const satisfies StoredKindTable;

export const PERSON_TOP_LEVEL_FIELDS: readonly string[] = Object.keys(personColumnStore);

const isTopLevel = (definition: FieldDefinition) => PERSON_TOP_LEVEL_FIELDS.includes(definition.name);

/** Top-level fields of PersonInput, stored in their own columns. */
export const personTopLevelFields: readonly FieldDefinition[] = personEditFields.filter(isTopLevel);

/** The dynamic fields kept in `details` (PersonInput.details, persons.details): vcheck flags included. */
export const personDetailFields: readonly FieldDefinition[] = personEditFields.filter(
  (definition) => !isTopLevel(definition),
);

/** A person's own-column fields as stored and sent. */
export type PersonColumnValues = StoredValues<typeof personColumnStore>;

/** A person's catalogue fields as one checked whole: the own columns and `details`. */
export type PersonValues = PersonColumnValues & { details: Record<string, NormalisedValue> };

/** The stored or loaded parts a person's catalogue fields come from (a Person, a stored row). */
export type PersonFieldsSource = Readonly<Record<string, unknown>> & {
  details: Readonly<Record<string, unknown>>;
};

/** A person's catalogue fields as one flat record (details and own columns), as the form and `parseForm` read them. */
export function personFieldRecord(person: PersonFieldsSource): Record<string, unknown> {
  const record: Record<string, unknown> = { ...person.details };
  for (const name of PERSON_TOP_LEVEL_FIELDS) record[name] = person[name];
  return record;
}

/**
 * Checks a person's catalogue fields (form texts or API values, flat) against the catalogue: the own
 * columns first, then `details`, so errors come in that order. All fields are read from `values`
 * (conditions may cross the two).
 */
export function parsePersonValues(
  values: Readonly<Record<string, unknown>>,
  now: Date,
): { ok: true; values: PersonValues } | { ok: false; errors: FormErrors } {
  const top = parseForm(personTopLevelFields, values, { now });
  const details = parseForm(personDetailFields, values, { now });
  if (!top.ok || !details.ok) {
    return { ok: false, errors: { ...(top.ok ? {} : top.errors), ...(details.ok ? {} : details.errors) } };
  }
  return { ok: true, values: { ...valuesFromForm(personColumnStore, top.values), details: details.values } };
}

/** A stored detail value, or the field's empty value (checkboxes '0', others null). */
function detailValue(definition: FieldDefinition, stored: unknown): string | number | null {
  if (typeof stored === 'string' || (typeof stored === 'number' && Number.isFinite(stored))) return stored;
  return definition.type === 'checkbox' ? '0' : null;
}

/** Person.details of the API: every detail field of the catalogue, stored or empty; nothing else. */
export function personDetails(stored: Readonly<Record<string, unknown>>): Person['details'] {
  const details: Person['details'] = {};
  for (const definition of personDetailFields) {
    details[definition.name] = detailValue(definition, stored[definition.name]);
  }
  return details;
}
