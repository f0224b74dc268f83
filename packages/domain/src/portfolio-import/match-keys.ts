import { insurerKey } from '../contracts/insurer-names';

/**
 * The keys a portfolio file's row is matched by (issue 31, ADR 208): a customer by e-mail, or by a person's
 * name and date of birth; a contract by its insurer and number. Each folds what files and people write
 * differently (case, spaces, Unicode forms; separators in numbers), and nothing else.
 */

const fold = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

/** An e-mail address as matched: trimmed, lower case; null for none. */
export function emailKey(email: string | null | undefined): string | null {
  const key = email ? fold(email) : '';
  return key === '' ? null : key;
}

/** A person as matched by name and birth day; null without a birth day or a name. */
export function personKey(
  vorname: string,
  nachname: string,
  geburtsdatum: string | null | undefined,
): string | null {
  const first = fold(vorname);
  const last = fold(nachname);
  if (!geburtsdatum || first === '' || last === '') return null;
  return `${first}|${last}|${geburtsdatum}`;
}

/** A contract number as matched: upper case, without spaces, dots, dashes or slashes. */
export function contractNumberKey(nummer: string): string {
  return nummer
    .normalize('NFC')
    .toLocaleUpperCase('de')
    .replace(/[\s./-]+/g, '');
}

/** A policy as numbered within an agency: its insurer (insurerKey) and number; null without a number. */
export function policyKey(gesellschaft: string, nummer: string | null | undefined): string | null {
  const number = nummer ? contractNumberKey(nummer) : '';
  if (number === '' || gesellschaft.trim() === '') return null;
  return `${insurerKey(gesellschaft)}|${number}`;
}

/**
 * A contract as matched within an agency: its policy (policyKey) and Sparte, so that a bundled policy's
 * parts (one number, several Sparten: GDV 0200 records for 040 and 130) are contracts of their own (ADR 233).
 */
export function contractKey(
  gesellschaft: string,
  nummer: string | null | undefined,
  sparte: string,
): string | null {
  const policy = policyKey(gesellschaft, nummer);
  return policy === null ? null : `${policy}|${sparte}`;
}
