import { unknownKeys } from '@kundenportal/domain/errors/unknown-fields';
import { personEditFields } from '@kundenportal/domain/forms/catalogue/person';
import type { FieldDefinition } from '@kundenportal/domain/forms/field-definition';
import type { FormErrors } from '@kundenportal/domain/forms/validate-form';
import { parsePersonValues, personFieldRecord } from '@kundenportal/domain/household/person-input';
import {
  personDetailsInputSchema,
  personInputSchema,
} from '@kundenportal/domain/household/person-input-schema';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { formTexts } from '@kundenportal/domain/texts/form';
import type { PersonRow, PersonValues } from './repository';

export type PlainObject = Readonly<Record<string, unknown>>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own keys of `source` among `definitions` that are not undefined. */
function sentValues(definitions: readonly FieldDefinition[], source: PlainObject): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name } of definitions) {
    if (Object.hasOwn(source, name) && source[name] !== undefined) values[name] = source[name];
  }
  return values;
}

/** Every key of `value` that `shape` does not list becomes an error entry `<prefix><key>`. */
export function refuseUnknownKeys(
  value: PlainObject,
  shape: Readonly<Record<string, unknown>>,
  errors: FormErrors,
  prefix = '',
): void {
  for (const key of unknownKeys(value, shape)) errors[`${prefix}${key}`] = unknownFieldTexts.unknown;
}

/**
 * The person's catalogue fields a PersonInput sends, as one flat record: every catalogue field may come at
 * the top level or under `details` (personInputSchema), not in both; any other key is refused.
 */
export function sentPersonFields(body: PlainObject, errors: FormErrors): Record<string, unknown> {
  refuseUnknownKeys(body, personInputSchema.shape, errors);
  const values: Record<string, unknown> = {};
  const sent = sentValues(personEditFields, body);
  if (body.details !== undefined && body.details !== null) {
    if (isPlainObject(body.details)) {
      refuseUnknownKeys(body.details, personDetailsInputSchema.shape, errors, 'details.');
      const inDetails = sentValues(personEditFields, body.details);
      for (const name of Object.keys(inDetails)) {
        if (Object.hasOwn(sent, name)) errors[`details.${name}`] = unknownFieldTexts.sentTwice;
      }
      Object.assign(values, inDetails);
    } else errors.details = formTexts.invalidValue;
  }
  return Object.assign(values, sent);
}

/**
 * The catalogue's errors of a save's fields, in the catalogue's order: the sent fields over `base` (the
 * stored ones, {} for a new person), or with `base` null only the sent fields' own errors (an update's
 * body alone, ADR 137: a field left out keeps its stored value; no person field's rule reads another field,
 * so a sent field's error is the same either way).
 */
export function personFieldErrors(
  sent: Readonly<Record<string, unknown>>,
  base: Readonly<Record<string, unknown>> | null,
  now: Date,
): FormErrors {
  const parsed = parsePersonValues({ ...base, ...sent }, now);
  if (parsed.ok) return {};
  if (base) return parsed.errors;
  return Object.fromEntries(Object.entries(parsed.errors).filter(([name]) => Object.hasOwn(sent, name)));
}

/** The person's values to store: the sent fields over the stored ones (`current`, null for a new person). */
export function mergedPersonValues(
  sent: Readonly<Record<string, unknown>>,
  current: PersonRow | null,
  now: Date,
): { ok: true; values: PersonValues } | { ok: false; errors: FormErrors } {
  return parsePersonValues({ ...(current ? personFieldRecord(current) : {}), ...sent }, now);
}
