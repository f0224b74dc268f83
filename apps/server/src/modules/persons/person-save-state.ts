import { personFieldRecord } from '@kundenportal/domain/household/person-input';
import { AppError, ValidationError } from '../../lib/app-error';
import { isPlainObject, personFieldErrors, sentPersonFields } from './person-input';
import { addressList, bankConnectionList, namesForeignId, parseListBody } from './person-list-input';
import { checkPersonSave } from './person-save-body';
import type { PersonWithLists } from './repository';

/**
 * The part of a whole person's save that needs the stored person (`stored`, null for a new one), run
 * after person_edit and the path's id and before the route schema (ADR 137), so the answers keep the
 * order of ADR 006: an address or bank connection id of the body that is not the person's is 404, before
 * any 422 of the body. A stored field the body leaves out that the catalogue refuses now (stored before a
 * rule was tightened) is answered as the save always did: in one 422 with the body's entries.
 */
export function checkSaveAgainstStored(body: unknown, stored: PersonWithLists | null, now: Date): void {
  if (!isPlainObject(body)) return;
  const ignored = {};
  const addresses = parseListBody(addressList, body.adressen, now, ignored);
  const banks = parseListBody(bankConnectionList, body.bankverbindungen, now, ignored);
  if (
    (addresses && namesForeignId(addresses.named, stored?.addresses ?? [])) ||
    (banks && namesForeignId(banks.named, stored?.bankConnections ?? []))
  )
    throw new AppError('not_found');
  if (!stored) return;
  const base = personFieldRecord(stored.person);
  const sent = sentPersonFields(body, {});
  const refused = Object.keys(personFieldErrors(sent, base, now));
  if (refused.every((name) => Object.hasOwn(sent, name))) return;
  const checked = checkPersonSave(body, base, now);
  if (!checked.ok) throw new ValidationError(checked.entries);
}
