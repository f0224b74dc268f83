import { knownInsurer } from '../contracts/insurer-names';
import { foldBankText } from './categories-match';
import { insurerOfCreditorName } from './recurring-insurers';

/**
 * When a debit and a contract are the same thing (issue 33): the same insurer brand and the same amount
 * within a small tolerance. The brand, not the legal entity: the customer enters "HUK-COBURG" while the
 * Kfz premium is debited by "HUK-COBURG-Allgemeine Versicherung AG", and "Allianz" for what "Allianz
 * Lebensversicherungs-AG" collects.
 */

/** Words that begin several brands ("Alte Leipziger", "Alte Oldenburger"): the brand is two words then. */
const SHARED_FIRST_WORDS = new Set(['die', 'alte', 'deutsche', 'neue', 'allgemeine']);

/** The brand of an insurer's name (the insurers list's short name where the name is one of it). */
export function insurerBrand(name: string): string {
  const insurer = knownInsurer(name) ?? insurerOfCreditorName(name);
  const words = foldBankText(insurer ? insurer.kurzname : name).split(' ');
  const [first = '', second = ''] = words;
  return SHARED_FIRST_WORDS.has(first) && second ? `${first} ${second}` : first;
}

export function sameBrand(a: string, b: string): boolean {
  const brand = insurerBrand(a);
  return brand !== '' && brand === insurerBrand(b);
}

/** The same premium: apart by at most 2 % of the larger amount or 50 cents, whichever is more. */
export function sameAmount(aCents: number, bCents: number): boolean {
  const a = Math.abs(aCents);
  const b = Math.abs(bCents);
  return Math.abs(a - b) <= Math.max(50, Math.round(Math.max(a, b) * 0.02));
}
