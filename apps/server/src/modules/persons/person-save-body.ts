import type { FormErrors } from '@kundenportal/domain/forms/validate-form';
import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import { personInputSchema } from '@kundenportal/domain/household/person-input-schema';
import { messages } from '@kundenportal/domain/texts/messages';
import { checkedBody } from '@kundenportal/domain/validation/checked-body';
import { isPlainObject, personFieldErrors, sentPersonFields } from './person-input';
import { addressList, bankConnectionList, type ListEntry, parseListBody } from './person-list-input';
import type { AddressValues, BankConnectionValues } from './repository';

type CheckedList<V> = { entries: ListEntry<V>[]; named: number[] };

/** A whole person's save as its body gives it, checked on its own: the stored state is not yet read. */
export type PersonSave = {
  /** The catalogue fields sent (top level and `details` as one record), as sent. */
  fields: Record<string, unknown>;
  adressen?: CheckedList<AddressValues>;
  bankverbindungen?: CheckedList<BankConnectionValues>;
};

/**
 * The 422 check of POST /api/persons and PUT /api/persons/{id}: the person's fields (sent over `base`,
 * see personFieldErrors), then its address and bank connection lists, in one answer in that order, as the
 * save has always answered (ADR 006, 137). A body that is no object is one fieldless entry.
 */
export function checkPersonSave(
  body: unknown,
  base: Readonly<Record<string, unknown>> | null,
  now: Date,
): { ok: true; value: PersonSave } | { ok: false; entries: string[] } {
  if (!isPlainObject(body)) return { ok: false, entries: [messages.validationFailed] };
  const errors: FormErrors = {};
  const fields = sentPersonFields(body, errors);
  Object.assign(errors, personFieldErrors(fields, base, now));
  const adressen = parseListBody(addressList, body.adressen, now, errors);
  const bankverbindungen = parseListBody(bankConnectionList, body.bankverbindungen, now, errors);
  if (Object.keys(errors).length) return { ok: false, entries: toErrorEntries(errors) };
  return { ok: true, value: { fields, adressen, bankverbindungen } };
}

/**
 * The route schema of a whole person's save: a new person's fields are checked whole (`base` {}), an
 * update's sent fields alone (`base` null). The entries go whole, as fieldless issues, so the errors
 * plugin answers them as they are: an issue's path would turn a refused key with '/' or an empty
 * segment (`a/b`, `''`) into another name.
 */
export function personSaveBody(base: Readonly<Record<string, never>> | null) {
  return checkedBody(personInputSchema, (body) => {
    const checked = checkPersonSave(body, base, new Date());
    return checked.ok ? checked : { ok: false, errors: {}, general: checked.entries };
  });
}
