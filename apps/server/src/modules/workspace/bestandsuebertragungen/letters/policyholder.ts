import { isIsoDate } from '@kundenportal/domain/validation/date-bounds';
import type { LetterPerson } from './letter-repository';

/** The policyholder as the letter names them: name, date of birth ('YYYY-MM-DD' or null), address lines. */
export type Policyholder = { name: string; geburtsdatum: string | null; address: string[] };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');

/**
 * Whose contracts the letter asks for (ADR 183): the person as the signed Vollmacht names them — its
 * Vorname, Nachname, Geburtsdatum and address fields, exactly as signed — so the letter and the Vollmacht
 * appended to it always agree. Only where the agency's template has no such field does the transfer's
 * person as stored fill in; a date of birth neither gives is left out of the letter.
 */
export function policyholderOf(
  values: Readonly<Record<string, unknown>>,
  stored: LetterPerson | null,
): Policyholder {
  const signedName = joined(text(values.firstname), text(values.lastname));
  const birth = text(values.geburtsdatum);
  const street = joined(text(values.address), text(values.addressnumber));
  const town = joined(text(values.streetcode), text(values.city));
  const storedAddress = stored?.address
    ? [
        joined(stored.address.address ?? '', stored.address.addressnumber ?? ''),
        joined(stored.address.streetcode ?? '', stored.address.city ?? ''),
      ]
    : [];
  return {
    name: signedName || stored?.name || '',
    geburtsdatum: birth && isIsoDate(birth) ? birth : (stored?.geburtsdatum ?? null),
    address: (street || town ? [street, town] : storedAddress).filter((line) => line.trim() !== ''),
  };
}
