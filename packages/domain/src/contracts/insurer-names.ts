import { INSURERS, type Insurer } from './insurers';

/**
 * An insurer as a contract names it (the contract form's `gesellschaft` is free text: the picker offers the
 * insurers list, any other name may be typed): the same insurer under its short or full name of the list, in any case and with spaces
 * around it. Every place that matches insurer names (the address table, the agency's settings per insurer,
 * the letter's recipient) goes through `insurerKey`, so they agree.
 */

const folded = (name: string) => name.trim().toLocaleLowerCase('de');

/** The list's insurers under their short and full names, folded. */
const BY_NAME: ReadonlyMap<string, Insurer> = new Map(
  INSURERS.flatMap((insurer) => [
    [folded(insurer.kurzname), insurer] as const,
    [folded(insurer.name), insurer] as const,
  ]),
);

/** The insurers list's entry a name means (short or full name, any case), or null for another name. */
export function knownInsurer(name: string): Insurer | null {
  return BY_NAME.get(folded(name)) ?? null;
}

/** What two names of one insurer have in common: the list's short name folded, else the name folded. */
export function insurerKey(name: string): string {
  const insurer = knownInsurer(name);
  return folded(insurer ? insurer.kurzname : name);
}

export function sameInsurer(a: string, b: string): boolean {
  return insurerKey(a) === insurerKey(b);
}

/**
 * Whom a letter is addressed to: the legal entity the list names ('Gothaer Allgemeine Versicherung AG' for
 * 'Gothaer'), else the name as the contract gives it.
 */
export function legalInsurerName(name: string): string {
  return knownInsurer(name)?.name ?? name.trim();
}
