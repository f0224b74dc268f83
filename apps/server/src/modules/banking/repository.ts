import type { TransactionCategory } from '@kundenportal/domain/banking/statement';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { openConnectionIban } from '../../db/bank-connection-iban';
import type { Db } from '../../db/client';
import { bankAccounts, bankCategoryRules, bankConnections, bankTransactions, persons } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import { type OpenedTransaction, openTransaction } from './sealed-entry';

/** An account opened: its IBAN and balance in clear. */
export type OpenedAccount = {
  id: number;
  iban: string;
  ownerName: string | null;
  bankName: string | null;
  balanceCents: number | null;
  balanceDate: string | null;
  currency: string;
  source: string;
  updatedAt: Date;
};

/** The first day of the month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}

/**
 * The banking area's SQL (issue 33, ADR 260): every read scoped by the session's user id, every sealed
 * value opened here with the key ring, so the use cases see clear values and the database none.
 */
export function createBankingRepository(db: Db, cipher: FieldCipher) {
  const openAccount = (row: typeof bankAccounts.$inferSelect): OpenedAccount => {
    const balance = cipher.openNullable(row.balanceSealed);
    return {
      id: row.id,
      iban: cipher.open(row.ibanSealed),
      ownerName: cipher.openNullable(row.ownerNameSealed),
      bankName: cipher.openNullable(row.bankNameSealed),
      balanceCents: balance === null ? null : Number(balance),
      balanceDate: row.balanceDate,
      currency: row.currency,
      source: row.source,
      updatedAt: row.updatedAt,
    };
  };

  return {
    db,
    cipher,

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async accounts(userId: number): Promise<OpenedAccount[]> {
      const rows = await db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.userId, userId))
        .orderBy(asc(bankAccounts.id));
      return rows.map(openAccount);
    },

    async accountOf(userId: number, accountId: number): Promise<OpenedAccount | null> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.userId, userId)));
      return row ? openAccount(row) : null;
    },

    /** The IBANs of the bank connections of the customer's persons, to link an account to one. */
    async bankConnectionIbans(userId: number): Promise<{ id: number; iban: string }[]> {
      const rows = await db
        .select({
          id: bankConnections.id,
          iban: bankConnections.iban,
          ibanSealed: bankConnections.ibanSealed,
        })
        .from(bankConnections)
        .innerJoin(persons, eq(persons.id, bankConnections.personId))
        .where(eq(persons.userId, userId))
        .orderBy(asc(bankConnections.id));
      return rows.map((row) => ({ id: row.id, iban: openConnectionIban(cipher, row) }));
    },

    /**
     * The months (`YYYY-MM`) an account has entries in, newest first: one index lookup per month (the
     * newest entry before the month found last), not a scan of all the account's entries.
     */
    async months(accountId: number): Promise<string[]> {
      const newestBefore = (
        bound: SQL,
      ) => sql`(select date_trunc('month', max(${bankTransactions.bookingDate}))
        from ${bankTransactions} where ${bankTransactions.accountId} = ${accountId} and ${bound})`;
      const result = (await db.execute(sql`
        with recursive found(month) as (
          select ${newestBefore(sql`true`)}
          union all
          select ${newestBefore(sql`${bankTransactions.bookingDate} < found.month`)} from found
          where found.month is not null
        )
        select to_char(month, 'YYYY-MM') as month from found where month is not null`)) as unknown as {
        rows: { month: string }[];
      };
      return result.rows.map((row) => row.month);
    },

    /** An account's entries of a month (of a category), opened, newest first. */
    async transactionsOfMonth(
      accountId: number,
      month: string,
      category?: TransactionCategory,
    ): Promise<OpenedTransaction[]> {
      const rows = await db
        .select()
        .from(bankTransactions)
        .where(
          and(
            eq(bankTransactions.accountId, accountId),
            gte(bankTransactions.bookingDate, `${month}-01`),
            lt(bankTransactions.bookingDate, nextMonth(month)),
            category ? eq(bankTransactions.category, category) : undefined,
          ),
        )
        .orderBy(desc(bankTransactions.bookingDate), desc(bankTransactions.id));
      return rows.map((row) => openTransaction(cipher, row));
    },

    /** Every entry of the customer's accounts from `from` (`YYYY-MM-DD`) on, opened, oldest first. */
    async transactionsSince(userId: number, from: string): Promise<OpenedTransaction[]> {
      const rows = await db
        .select({ row: bankTransactions })
        .from(bankTransactions)
        .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.accountId))
        .where(and(eq(bankAccounts.userId, userId), gte(bankTransactions.bookingDate, from)))
        .orderBy(asc(bankTransactions.bookingDate), asc(bankTransactions.id));
      return rows.map(({ row }) => openTransaction(cipher, row));
    },

    /** A transaction of the customer's, opened; null for none of theirs. */
    async transactionOf(
      userId: number,
      transactionId: number,
      tx: Db = db,
    ): Promise<OpenedTransaction | null> {
      const [found] = await tx
        .select({ row: bankTransactions })
        .from(bankTransactions)
        .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.accountId))
        .where(and(eq(bankTransactions.id, transactionId), eq(bankAccounts.userId, userId)));
      return found ? openTransaction(cipher, found.row) : null;
    },

    /**
     * The customer's correction: this entry's category by hand, and the rule for its counterparty (when it
     * names one), applied to the counterparty's other entries of the customer but those set by hand.
     */
    async correctCategory(
      tx: Db,
      userId: number,
      transactionId: number,
      category: TransactionCategory,
      counterparty: string | null,
    ): Promise<void> {
      await tx
        .update(bankTransactions)
        .set({ category, categoryManual: true })
        .where(eq(bankTransactions.id, transactionId));
      if (counterparty === null) return;
      const hashes = cipher.hashes(counterparty);
      await tx
        .delete(bankCategoryRules)
        .where(
          and(eq(bankCategoryRules.userId, userId), inArray(bankCategoryRules.counterpartyHash, hashes)),
        );
      // A correction of the same counterparty at the same moment waits for this one, then replaces it.
      const sealed = cipher.seal(counterparty);
      await tx
        .insert(bankCategoryRules)
        .values({ userId, counterpartyHash: cipher.hash(counterparty), counterpartySealed: sealed, category })
        .onConflictDoUpdate({
          target: [bankCategoryRules.userId, bankCategoryRules.counterpartyHash],
          set: { category, counterpartySealed: sealed, updatedAt: sql`now()` },
        });
      const own = tx
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(eq(bankAccounts.userId, userId));
      await tx
        .update(bankTransactions)
        .set({ category })
        .where(
          and(
            inArray(bankTransactions.accountId, own),
            inArray(bankTransactions.counterpartyHash, hashes),
            eq(bankTransactions.categoryManual, false),
          ),
        );
    },

    /** Deletes an account of the customer's with its transactions; whether there was one. */
    async deleteAccount(userId: number, accountId: number): Promise<boolean> {
      const deleted = await db
        .delete(bankAccounts)
        .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.userId, userId)))
        .returning({ id: bankAccounts.id });
      return deleted.length > 0;
    },
  };
}

export type BankingRepository = ReturnType<typeof createBankingRepository>;
