import { INSURERS, type Insurer } from '../contracts/insurers';
import { foldBankText } from './categories-match';

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
const KEYS = new Map<string, { insurer: Insurer; key: string }[]>();
for (const insurer of INSURERS) {
  for (const key of new Set([nameKey(insurer.kurzname), nameKey(insurer.name)])) {
    if (key === '') continue;
    const bucket = KEYS.get(key.charAt(0)) ?? [];
    bucket.push({ insurer, key });
    KEYS.set(key.charAt(0), bucket);
  }
}

/** Names already looked up (a statement names the same counterparties again and again), bounded. */
const FOUND = new Map<string, Insurer | null>();
const FOUND_MAX = 5_000;

/** A bank truncates a long name (27 characters in older formats); a cut-off full name counts from here. */
const MIN_TRUNCATED_LENGTH = 12;

/**
 * The insurers list's entry a creditor name means: a short or full name the creditor's name begins with
 * (whole words: "HUK-COBURG Versicherungsgruppe" is HUK-COBURG), or a full name the bank cut off; the
 * longest such name wins ("Allianz Lebensversicherungs-AG" is Allianz Leben, not Allianz). Null otherwise.
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
  for (const { insurer, key } of KEYS.get(folded.charAt(0)) ?? []) {
    const length =
      folded === key || folded.startsWith(`${key} `)
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
