import type { ParsedStatement, StatementAccount } from './statement';

/** The banks whose own CSV export a file is: the file names its bank by its layout. */
const BANK_OF_FORMAT: Partial<Record<ParsedStatement['format'], string>> = {
  'csv-sparkasse': 'Sparkasse',
  'csv-ing': 'ING',
  'csv-dkb': 'DKB',
  'csv-commerzbank': 'Commerzbank',
  'csv-deutsche-bank': 'Deutsche Bank',
};

/** Direct banks with one bank code for all their customers (Bundesbank's Bankleitzahlendatei). */
const BANK_OF_BLZ: Readonly<Record<string, string>> = {
  '50010517': 'ING',
  '12030000': 'DKB',
  '10011001': 'N26',
  '20041111': 'comdirect',
  '20041133': 'comdirect',
  '20041144': 'comdirect',
  '20041155': 'comdirect',
};

/**
 * The bank group a German bank code's fourth digit tells (Bundesbank: 4 and 8 Commerzbank, 5 Sparkassen
 * and Girozentralen, 7 Deutsche Bank); the cooperative banks (6, 9) and the others (1–3) have too many
 * names to tell by the group.
 */
const BANK_OF_GROUP: Readonly<Record<string, string>> = {
  '4': 'Commerzbank',
  '5': 'Sparkasse',
  '7': 'Deutsche Bank',
  '8': 'Commerzbank',
};

/** A German IBAN's bank by its bank code (characters 5–12), where the code tells it; else null. */
export function bankOfIban(iban: string): string | null {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^DE\d{20}$/.test(compact)) return null;
  const blz = compact.slice(4, 12);
  return BANK_OF_BLZ[blz] ?? BANK_OF_GROUP[blz.charAt(3)] ?? null;
}

/**
 * An imported account's bank (issue 33, review finding 11): the name the file gives (camt), else the bank
 * whose CSV export it is, else what the IBAN's bank code tells; null when none does.
 */
export function bankNameOf(format: ParsedStatement['format'], account: StatementAccount): string | null {
  return account.bankName ?? BANK_OF_FORMAT[format] ?? bankOfIban(account.iban);
}
