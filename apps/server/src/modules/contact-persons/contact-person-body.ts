import { contactPersonInputSchema } from '@kundenportal/domain/contact-persons/contact-person-api';
import { authorityContactFields } from '@kundenportal/domain/forms/catalogue/authority-contact';
import { parseFormBody } from '@kundenportal/domain/forms/parse-body';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { checkedBody } from '@kundenportal/domain/validation/checked-body';
import { ValidationError } from '../../lib/app-error';
import type { ContactPersonRow } from './repository';

type Sent = Readonly<Record<string, unknown>>;

const FIELDS = authorityContactFields.map((definition) => definition.name);

const isPlainObject = (value: unknown): value is Sent =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored contact person's catalogue fields, as an update merges the sent ones into them. */
export function storedFields(row: ContactPersonRow): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((name) => [name, row[name as keyof ContactPersonRow] ?? '']));
}

/**
 * A contact person's body against the catalogue's authority/insurer contact: the sent fields over `base`
 * (the stored ones, {} for a new contact person), or with `base` null the sent fields alone (an update's
 * body on its own, ADR 137: a field it leaves out keeps its stored value; no field's rule reads another
 * one, so a sent field's error is the same either way). A body that is no object and unknown keys are
 * refused as parseFormBody does.
 */
export function checkContactPerson(
  body: unknown,
  base: Sent | null,
  now: Date,
): { ok: true; value: Sent } | { ok: false; entries: string[] } {
  const parsed =
    base === null && isPlainObject(body)
      ? parseFormBody(
          authorityContactFields.filter((definition) => Object.hasOwn(body, definition.name)),
          body,
          { now, extraKeys: FIELDS },
        )
      : parseFormBody(authorityContactFields, isPlainObject(body) ? { ...base, ...body } : body, { now });
  // parseFormBody accepts nothing but an object.
  return parsed.ok ? { ok: true, value: body as Sent } : parsed;
}

/**
 * The route schema of POST (`base` {}) and PUT (`base` null) /api/ansprechpartner. The entries go whole,
 * as fieldless issues, so the errors plugin answers them as they are (a refused key 'a/b' or '' keeps its name).
 */
export function contactPersonBody(base: Readonly<Record<string, never>> | null, now: () => Date) {
  return checkedBody(contactPersonInputSchema, (body) => {
    const checked = checkContactPerson(body, base, now());
    return checked.ok ? checked : { ok: false, errors: {}, general: checked.entries };
  });
}

/**
 * An update's body against the stored contact person, before the route schema: a stored field the body
 * leaves out that the catalogue refuses now (stored before a rule was tightened) is answered as the save
 * always did, in one 422 with the body's own entries.
 */
export function checkAgainstStored(body: unknown, row: ContactPersonRow, now: Date): void {
  if (!isPlainObject(body)) return;
  const stored = storedFields(row);
  const leftOut = authorityContactFields.filter((definition) => !Object.hasOwn(body, definition.name));
  if (parseForm(leftOut, stored, { now }).ok) return;
  const checked = checkContactPerson(body, stored, now);
  if (!checked.ok) throw new ValidationError(checked.entries);
}
