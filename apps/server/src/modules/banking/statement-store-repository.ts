import type { BankSource } from '@kundenportal/domain/banking/api';
import { categorize } from '@kundenportal/domain/banking/categories';
import { entryKey } from '@kundenportal/domain/banking/entry-key';
import type { StatementAccount, TransactionCategory } from '@kundenportal/domain/banking/statement';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, bankCategoryRules, bankTransactions } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import { sealEntry } from './sealed-entry';

/** Rows per insert statement (7 values a row, far below PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 1000;

export type StoredAccount = { id: number; iban: string; neu: number; doppelt: number };

/**
 * The entries' keys: entryKey, and for the n-th entry of this file alike in date, amount and other side
 * `#n`, so two equal coffees of one day are two entries and the same bookings read again (from the same
 * file or another format of them) give the same keys.
 */
export function numberedKeys(account: StatementAccount): string[] {
  const seen = new Map<string, number>();
  return account.entries.map((entry) => {
    const key = entryKey(entry);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return `${key}#${n}`;
  });
}

/**
 * Stores what a statement or a bank connection provider read (issue 33): per account (found by its IBAN's
 * hash, else created) the entries not stored before (by their key's hash), categorised with the customer's
 * learned rules, and the newer balance. Runs in the caller's transaction `tx`; the account row is locked
 * so two imports of one account add each entry once.
 */
export function createStatementStore(cipher: FieldCipher, now: () => Date) {
  async function learned(tx: Db, userId: number): Promise<Map<string, TransactionCategory>> {
    const rows = await tx
      .select({ sealed: bankCategoryRules.counterpartySealed, category: bankCategoryRules.category })
      .from(bankCategoryRules)
      .where(eq(bankCategoryRules.userId, userId));
    return new Map(rows.map((row) => [cipher.open(row.sealed), row.category as TransactionCategory]));
  }

  /**
   * The customer's account of this IBAN, locked for the rest of the transaction; made first when there is
   * none. Two first imports of one account at once: the second insert waits for the first and does
   * nothing, then both lock the one row.
   */
  async function lockedAccount(tx: Db, userId: number, source: BankSource, account: StatementAccount) {
    const select = () =>
      tx
        .select()
        .from(bankAccounts)
        .where(
          and(eq(bankAccounts.userId, userId), inArray(bankAccounts.ibanHash, cipher.hashes(account.iban))),
        )
        .for('update');
    const [found] = await select();
    if (found) return found;
    await tx
      .insert(bankAccounts)
      .values({
        userId,
        ibanHash: cipher.hash(account.iban),
        ibanSealed: cipher.seal(account.iban),
        currency: account.currency,
        source,
      })
      .onConflictDoNothing();
    const [made] = await select();
    if (!made) throw new Error('bank account neither found nor made');
    return made;
  }

  async function accountRow(tx: Db, userId: number, source: BankSource, account: StatementAccount) {
    const found = await lockedAccount(tx, userId, source, account);
    const balance = account.balance;
    const newer = balance !== null && (found.balanceDate == null || balance.date >= found.balanceDate);
    await tx
      .update(bankAccounts)
      .set({
        updatedAt: now(),
        // An account a bank connection delivers to is the aggregator's from then on, whatever brought it
        // first; a statement imported later leaves it so (ADR 285).
        ...(source !== 'import' && found.source !== source ? { source } : {}),
        ...(newer ? { balanceSealed: cipher.seal(String(balance.cents)), balanceDate: balance.date } : {}),
        ...(account.ownerName ? { ownerNameSealed: cipher.seal(account.ownerName) } : {}),
        ...(account.bankName ? { bankNameSealed: cipher.seal(account.bankName) } : {}),
      })
      .where(eq(bankAccounts.id, found.id));
    return found.id;
  }

  return async function storeStatementAccounts(
    tx: Db,
    userId: number,
    source: BankSource,
    accounts: readonly StatementAccount[],
  ): Promise<StoredAccount[]> {
    const rules = await learned(tx, userId);
    const stored: StoredAccount[] = [];
    for (const account of accounts) {
      const accountId = await accountRow(tx, userId, source, account);
      const known = new Set(
        (
          await tx
            .select({ hash: bankTransactions.entryHash })
            .from(bankTransactions)
            .where(eq(bankTransactions.accountId, accountId))
        ).map((row) => row.hash),
      );
      const keys = numberedKeys(account);
      const fresh = account.entries.flatMap((entry, index) => {
        const key = keys[index] as string;
        return cipher.hashes(key).some((hash) => known.has(hash)) ? [] : [{ entry, key }];
      });
      let neu = 0;
      for (let at = 0; at < fresh.length; at += INSERT_BATCH) {
        // Sealed a batch at a time, with a turn of the event loop between: a file of 10,000 entries
        // would otherwise hold the loop for the whole of it (npm run bench, BENCH_ONLY=banking).
        if (at > 0) await new Promise((resolve) => setImmediate(resolve));
        const rows = fresh.slice(at, at + INSERT_BATCH).map(({ entry, key }) => ({
          accountId,
          category: categorize(entry, rules),
          ...sealEntry(cipher, entry, key),
        }));
        const inserted = await tx
          .insert(bankTransactions)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: bankTransactions.id });
        neu += inserted.length;
      }
      stored.push({ id: accountId, iban: account.iban, neu, doppelt: account.entries.length - neu });
    }
    return stored;
  };
}

export type StoreStatementAccounts = ReturnType<typeof createStatementStore>;
