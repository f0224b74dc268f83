import { unknownKeys } from '../errors/unknown-fields';
import { vcheckFields } from '../forms/catalogue/person';
import { personMailFields } from '../forms/catalogue/person-mail';
import type { FieldDefinition } from '../forms/field-definition';
import type { NormalisedValue } from '../forms/validate-field';
import { type FormErrors, parseForm, toErrorEntries } from '../forms/validate-form';
import { unknownFieldTexts } from '../texts/errors';
import { formTexts } from '../texts/form';
import { messages } from '../texts/messages';
import { type BodyCheck, checkedBody, refusalOf } from '../validation/checked-body';
import {
  personMailInputSchema,
  personReleaseInputSchema,
  personVcheckInputSchema,
} from './person-input-schema';

/**
 * The route bodies of the persons API's partial updates (release, mail screen, vcheck), checked by the
 * form engine against the catalogue (ADR 100): unknown keys (each named as sent) and the catalogue's
 * errors as one 422, in that order; a body that is no object is one fieldless entry.
 */

type PlainObject = Readonly<Record<string, unknown>>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refuseUnknownKeys(value: PlainObject, shape: Readonly<Record<string, unknown>>, errors: FormErrors) {
  for (const key of unknownKeys(value, shape)) errors[key] = unknownFieldTexts.unknown;
}

/** A body of catalogue fields: `fields(body)` are the ones checked; any key the shape lacks is refused. */
function fieldsBody(
  shape: Readonly<Record<string, unknown>>,
  fields: (body: PlainObject) => readonly FieldDefinition[],
): BodyCheck<Record<string, NormalisedValue>> {
  return (body) => {
    if (!isPlainObject(body)) return { ok: false, errors: {}, general: [messages.validationFailed] };
    const errors: FormErrors = {};
    refuseUnknownKeys(body, shape, errors);
    const parsed = parseForm(fields(body), body, { now: new Date() });
    if (!parsed.ok) Object.assign(errors, parsed.errors);
    if (!parsed.ok || Object.keys(errors).length) return refusalOf(toErrorEntries(errors));
    return { ok: true, value: parsed.values };
  };
}

/** PUT /api/persons/mail/:id — the whole form: a field left out is emptied. */
export const personMailBody = checkedBody(
  personMailInputSchema,
  fieldsBody(personMailInputSchema.shape, () => personMailFields),
);

/** PUT /api/persons/vcheck/:id/update/fremdvertrag — the flags it names ('0'/'1'); the others keep their value. */
export const personVcheckBody = checkedBody(
  personVcheckInputSchema,
  fieldsBody(personVcheckInputSchema.shape, (sent) =>
    vcheckFields.filter(({ name }) => Object.hasOwn(sent, name) && sent[name] !== undefined),
  ),
);

/** mvp_freigabe as 0 or 1 (numbers, or '0'/'1' as a form sends them). */
function releaseValue(body: unknown): 0 | 1 | null {
  const value = isPlainObject(body) ? body.mvp_freigabe : undefined;
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  return null;
}

/** POST /api/persons/:id/setfreigabe — releases the person (1) or takes the release back (0); nothing else. */
export const personReleaseBody = checkedBody(personReleaseInputSchema, (body) => {
  const errors: FormErrors = {};
  if (isPlainObject(body)) refuseUnknownKeys(body, personReleaseInputSchema.shape, errors);
  const release = releaseValue(body);
  if (release === null) errors.mvp_freigabe = formTexts.invalidValue;
  if (release === null || Object.keys(errors).length) return refusalOf(toErrorEntries(errors));
  return { ok: true, value: release };
});
