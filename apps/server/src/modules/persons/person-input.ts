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
 * The person's own fields of a PersonInput, checked against the catalogue (the domain's
 * household/person-input.ts). Every catalogue field may come at the top level or under `details`
 * (personInputSchema), not in both; any other key is refused. On update, a field the body leaves out
 * keeps its stored value.
 */
export function parsePersonFields(
  body: PlainObject,
  current: PersonRow | null,
  now: Date,
  errors: FormErrors,
): PersonValues | null {
  refuseUnknownKeys(body, personInputSchema.shape, errors);
  const values: Record<string, unknown> = current ? personFieldRecord(current) : {};
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
  Object.assign(values, sent);
  const parsed = parsePersonValues(values, now);
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  if (!parsed.ok || Object.keys(errors).length) return null;
  return parsed.values;
}
