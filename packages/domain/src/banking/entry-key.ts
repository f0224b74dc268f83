import type { StatementEntry } from './statement';

/** Letters of a name compared: umlauts as a CSV spells them without, case, blanks and signs ignored. */
const FOLDED: Record<string, string> = { Ä: 'AE', Ö: 'OE', Ü: 'UE', ß: 'SS' };
/** Where the longest names part: older systems cut a name at 27 characters, camt gives 70. */
const NAME_LETTERS = 16;

function otherSide(entry: StatementEntry): string {
  const name = (entry.counterpartyName ?? '')
    .toUpperCase()
    .replace(/[ÄÖÜß]/g, (letter) => FOLDED[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, NAME_LETTERS);
  if (name) return `n:${name}`;
  return entry.counterpartyIban ? `i:${entry.counterpartyIban.replace(/\s+/g, '').toUpperCase()}` : '';
}

/**
 * What makes a booked entry the same entry when a statement is imported again (issue 33, ADR 282): its
 * booking date, amount, currency and other side (the name's first letters, the IBAN where no name is
 * given) — what every format a bank delivers for one booking (camt.052 during the day, camt.053 after
 * it, the CSV export) gives alike. The purpose and the bank's reference are not in it: the CSVs give no
 * reference and cut or join the purpose each their own way. Two entries alike in all of it (two coffees
 * on one day) are told apart by the server, which numbers the alike ones of a file in order.
 */
export function entryKey(entry: StatementEntry): string {
  return ['v2', entry.bookingDate, entry.amountCents, entry.currency, otherSide(entry)].join('|');
}
