import { compilePatterns, foldBankText, hasPattern } from './categories-match';
import { CATEGORY_RULES } from './categories-rules';
import { insurerOfCreditorName } from './recurring-insurers';
import type { StatementEntry, TransactionCategory } from './statement';

/** What the categorisation reads of an entry. */
export type CategorizedEntry = Pick<
  StatementEntry,
  'amountCents' | 'counterpartyName' | 'counterpartyIban' | 'creditorId' | 'purpose'
> & { reversal?: boolean };

/** The words of a credit that gives money of a debit back. */
const GIVES_BACK = compilePatterns([
  'erstattung',
  'ruckerstattung',
  'beitragsruckerstattung',
  'ruckzahlung',
  'storno',
  'ruckbuchung',
  'rucklastschrift',
  'retoure',
  '=guthaben',
  'lastschriftruckgabe',
]);

/** A credit that gives back (part of) a debit: a reversal (camt `RvslInd`, a returned debit) or a refund. */
export function givesBack(entry: CategorizedEntry): boolean {
  if (entry.amountCents <= 0) return false;
  return entry.reversal === true || hasPattern(foldBankText(entry.purpose), GIVES_BACK);
}

/** Legal forms and filler dropped from a counterparty's name, so "Stadtwerke Musterstadt GmbH" is one key. */
const NAME_NOISE = new Set([
  'gmbh',
  'co',
  'kg',
  'ag',
  'se',
  'ev',
  'eg',
  'mbh',
  'ohg',
  'ug',
  'haftungsbeschrankt',
]);

/**
 * Whom a correction teaches (issue 33): the counterparty's name (folded, legal forms dropped), else the
 * creditor id of a direct debit, else the counterparty's IBAN; null when the entry names none of them (a
 * cash withdrawal), which then learns nothing.
 */
export function counterpartyKey(entry: CategorizedEntry): string | null {
  const name = foldBankText(entry.counterpartyName ?? '')
    .split(' ')
    .filter((word) => word !== '' && !NAME_NOISE.has(word))
    .join(' ');
  if (name !== '') return `name:${name}`;
  if (entry.creditorId?.trim()) return `glaeubiger:${entry.creditorId.trim().toUpperCase()}`;
  if (entry.counterpartyIban?.trim())
    return `iban:${entry.counterpartyIban.replace(/\s+/g, '').toUpperCase()}`;
  return null;
}

/**
 * An entry's category: the customer's correction for its counterparty (`learned`, by `counterpartyKey`)
 * first; else a debit (or a credit that gives one back) to an insurer of the insurers list is insurance; else the first rule of
 * categories-rules.ts whose words the counterparty or purpose has; else `sonstiges`.
 */
export function categorize(
  entry: CategorizedEntry,
  learned: ReadonlyMap<string, TransactionCategory>,
): TransactionCategory {
  const key = counterpartyKey(entry);
  const taught = key === null ? undefined : learned.get(key);
  if (taught) return taught;
  // What a credit gives back is filed where the debit was: a returned premium is insurance.
  const side = entry.amountCents < 0 || givesBack(entry) ? 'debit' : 'credit';
  if (side === 'debit' && insurerOfCreditorName(entry.counterpartyName)) return 'versicherung';
  const text = foldBankText(`${entry.counterpartyName ?? ''} ${entry.purpose}`);
  const rule = CATEGORY_RULES.find(
    (candidate) => candidate.side === side && hasPattern(text, candidate.patterns),
  );
  return rule?.category ?? 'sonstiges';
}
