import { INSURERS, type Insurer } from '../contracts/insurers';
import { compilePatterns, foldBankText, hasPattern } from './categories-match';

/**
 * The insurer a debit goes to, found by the creditor's name as the bank shows it (issue 33). No insurer
 * publishes its SEPA creditor identifier (Gläubiger-ID) on a page we could cite, and the Bundesbank keeps
 * no public register of them (ADR 255), so the name decides; entries that share a creditor id share the
 * insurer (`insurersByCreditorId`).
 */

/** Legal-form words that never tell insurers apart. */
const LEGAL_FORMS = new Set(['ag', 'ga', 'vag', 'vvag', 'se', 'gmbh', 'kg', 'sitz']);

function nameKey(name: string): string {
  return foldBankText(name)
    .split(' ')
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word))
    .join(' ');
}

/** The insurers' name keys by their first character: a name and a key it matches begin alike. */
const KEYS = new Map<string, { insurer: Insurer; key: string; full: boolean }[]>();
for (const insurer of INSURERS) {
  const full = nameKey(insurer.name);
  for (const key of new Set([nameKey(insurer.kurzname), full])) {
    if (key === '') continue;
    const bucket = KEYS.get(key.charAt(0)) ?? [];
    bucket.push({ insurer, key, full: key === full });
    KEYS.set(key.charAt(0), bucket);
  }
}

/**
 * What the rest of a name must say after an insurer's short name: many short names are words others bear
 * too ("ADAC e.V." is the club, "Adler Modemärkte" a shop, "Europa-Park" no insurer).
 */
const INSURANCE_WORDS = compilePatterns([
  '*versich',
  '=vers',
  '*assekuranz',
  'gruppe',
  'leben',
  'kranken',
  'allgemeine',
  'direkt',
  'sach',
]);

/** Names already looked up (a statement names the same counterparties again and again), bounded. */
const FOUND = new Map<string, Insurer | null>();
const FOUND_MAX = 5_000;

/** A bank truncates a long name (27 characters in older formats); a cut-off full name counts from here. */
const MIN_TRUNCATED_LENGTH = 12;

/**
 * The insurers list's entry a creditor name means: a short or full name the creditor's name is, or begins
 * with (whole words; after a short name an insurance word: "HUK-COBURG Versicherungsgruppe" is HUK-COBURG,
 * "ADAC e.V." no insurer), or a full name the bank cut off; the longest such name wins ("Allianz Lebensversicherungs-AG" is Allianz Leben, not Allianz). Null otherwise.
 */
export function insurerOfCreditorName(name: string | null): Insurer | null {
  if (!name) return null;
  const known = FOUND.get(name);
  if (known !== undefined) return known;
  const found = findInsurer(nameKey(name));
  if (FOUND.size >= FOUND_MAX) FOUND.clear();
  FOUND.set(name, found);
  return found;
}

function findInsurer(folded: string): Insurer | null {
  if (folded === '') return null;
  let best: { insurer: Insurer; length: number } | null = null;
  for (const { insurer, key, full } of KEYS.get(folded.charAt(0)) ?? []) {
    const more = folded.startsWith(`${key} `) ? folded.slice(key.length + 1) : null;
    const length =
      folded === key || (more !== null && (full || hasPattern(more, INSURANCE_WORDS)))
        ? key.length
        : folded.length >= MIN_TRUNCATED_LENGTH && key.startsWith(folded)
          ? folded.length
          : 0;
    if (length > (best?.length ?? 0)) best = { insurer, length };
  }
  return best?.insurer ?? null;
}

/** Each creditor id's insurer, where one of its entries names an insurer. */
export function insurersByCreditorId(
  entries: readonly { creditorId: string | null; counterpartyName: string | null }[],
): Map<string, Insurer> {
  const found = new Map<string, Insurer>();
  for (const entry of entries) {
    if (!entry.creditorId || found.has(entry.creditorId)) continue;
    const insurer = insurerOfCreditorName(entry.counterpartyName);
    if (insurer) found.set(entry.creditorId, insurer);
  }
  return found;
}
