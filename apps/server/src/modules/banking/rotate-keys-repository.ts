import { asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bankAccounts, bankCategoryRules, bankSuggestionDecisions, bankTransactions } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import { openTransaction, sealEntry } from './sealed-entry';

/** Rows re-sealed per transaction: a rotation of a large database commits as it goes and can be rerun. */
const BATCH = 500;

export type RotationCount = { konten: number; umsaetze: number; regeln: number; entscheidungen: number };

/**
 * Re-seals every banking value not sealed (or hashed) with the ring's first key (ADR 260, README "Banking
 * keys"): a new key first in BANKING_KEYS, the old one after it, then this; once it is done the old key
 * can leave the ring. Rows are read in id order, BATCH a transaction; a second run finds nothing to do.
 */
export async function rotateBankingKeys(db: Db, cipher: FieldCipher): Promise<RotationCount> {
  const prefix = `${cipher.currentKeyId}:`;
  const stale = (...columns: PgColumn[]): SQL =>
    or(
      ...columns.map(
        (column) => sql`${column} is not null and left(${column}, ${prefix.length}) <> ${prefix}`,
      ),
    ) as SQL;

  async function batches<Row extends { id: number }>(
    read: (after: number) => Promise<Row[]>,
    write: (tx: Db, row: Row) => Promise<void>,
  ): Promise<number> {
    let after = 0;
    let count = 0;
    for (;;) {
      const rows = await read(after);
      if (rows.length === 0) return count;
      await db.transaction(async (tx) => {
        for (const row of rows) await write(tx as unknown as Db, row);
      });
      count += rows.length;
      after = (rows.at(-1) as Row).id;
    }
  }

  const konten = await batches(
    (after) =>
      db
        .select()
        .from(bankAccounts)
        .where(
          sql`${gt(bankAccounts.id, after)} and (${stale(bankAccounts.ibanHash, bankAccounts.ibanSealed, bankAccounts.ownerNameSealed, bankAccounts.balanceSealed)})`,
        )
        .orderBy(asc(bankAccounts.id))
        .limit(BATCH),
    async (tx, row) => {
      const iban = cipher.open(row.ibanSealed);
      await tx
        .update(bankAccounts)
        .set({
          ibanHash: cipher.hash(iban),
          ibanSealed: cipher.seal(iban),
          ownerNameSealed: cipher.sealNullable(cipher.openNullable(row.ownerNameSealed)),
          balanceSealed: cipher.sealNullable(cipher.openNullable(row.balanceSealed)),
        })
        .where(eq(bankAccounts.id, row.id));
    },
  );

  const umsaetze = await batches(
    (after) =>
      db
        .select()
        .from(bankTransactions)
        .where(
          sql`${gt(bankTransactions.id, after)} and (${stale(bankTransactions.entryHash, bankTransactions.counterpartyHash, bankTransactions.detailsSealed)})`,
        )
        .orderBy(asc(bankTransactions.id))
        .limit(BATCH),
    async (tx, row) => {
      const opened = openTransaction(cipher, row);
      const { bookingDate: _date, ...sealed } = sealEntry(cipher, opened.entry, opened.key);
      await tx.update(bankTransactions).set(sealed).where(eq(bankTransactions.id, row.id));
    },
  );

  const regeln = await batches(
    (after) =>
      db
        .select()
        .from(bankCategoryRules)
        .where(
          sql`${gt(bankCategoryRules.id, after)} and (${stale(bankCategoryRules.counterpartyHash, bankCategoryRules.counterpartySealed)})`,
        )
        .orderBy(asc(bankCategoryRules.id))
        .limit(BATCH),
    async (tx, row) => {
      const counterparty = cipher.open(row.counterpartySealed);
      await tx
        .update(bankCategoryRules)
        .set({ counterpartyHash: cipher.hash(counterparty), counterpartySealed: cipher.seal(counterparty) })
        .where(eq(bankCategoryRules.id, row.id));
    },
  );

  const entscheidungen = await batches(
    (after) =>
      db
        .select()
        .from(bankSuggestionDecisions)
        .where(
          sql`${gt(bankSuggestionDecisions.id, after)} and (${stale(bankSuggestionDecisions.keyHash, bankSuggestionDecisions.keySealed)})`,
        )
        .orderBy(asc(bankSuggestionDecisions.id))
        .limit(BATCH),
    async (tx, row) => {
      const key = cipher.open(row.keySealed);
      await tx
        .update(bankSuggestionDecisions)
        .set({ keyHash: cipher.hash(key), keySealed: cipher.seal(key) })
        .where(eq(bankSuggestionDecisions.id, row.id));
    },
  );

  return { konten, umsaetze, regeln, entscheidungen };
}
