import type { BankTransaction } from '@kundenportal/domain/banking/api';
import { counterpartyKey } from '@kundenportal/domain/banking/categories';
import type { StatementEntry, TransactionCategory } from '@kundenportal/domain/banking/statement';
import type { BankTransactionRow } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';

/** What a transaction row seals: the whole entry but its date, and its entry key (a rotation hashes it anew). */
export type EntryDetails = Omit<StatementEntry, 'bookingDate'> & { key: string };

/** A stored transaction opened: its entry, category and whether the customer set that. */
export type OpenedTransaction = {
  id: number;
  accountId: number;
  entry: StatementEntry;
  key: string;
  category: TransactionCategory;
  manual: boolean;
};

export function openTransaction(cipher: FieldCipher, row: BankTransactionRow): OpenedTransaction {
  const { key, ...details } = JSON.parse(cipher.open(row.detailsSealed)) as EntryDetails;
  return {
    id: row.id,
    accountId: row.accountId,
    entry: { ...details, bookingDate: row.bookingDate },
    key,
    category: row.category as TransactionCategory,
    manual: row.categoryManual,
  };
}

/** The sealed details of an entry and the hashes a row is found by. */
export function sealEntry(cipher: FieldCipher, entry: StatementEntry, key: string) {
  const { bookingDate: _date, ...details } = entry;
  const counterparty = counterpartyKey(entry);
  return {
    bookingDate: entry.bookingDate,
    entryHash: cipher.hash(key),
    counterpartyHash: counterparty === null ? null : cipher.hash(counterparty),
    detailsSealed: cipher.seal(JSON.stringify({ ...details, key } satisfies EntryDetails)),
  };
}

/** Euros with two decimals from cents. */
export const euros = (cents: number) => Math.round(cents) / 100;

/** A transaction as the API answers it. */
export function transactionAnswer(opened: OpenedTransaction): BankTransaction {
  const { entry } = opened;
  return {
    id: opened.id,
    datum: entry.bookingDate,
    betrag: euros(entry.amountCents),
    gegenseite: entry.counterpartyName ?? entry.counterpartyIban,
    verwendungszweck: entry.purpose,
    kategorie: opened.category,
    korrigiert: opened.manual,
  };
}
