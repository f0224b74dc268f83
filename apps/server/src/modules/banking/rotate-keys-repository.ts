import { asc, eq, gt, sql } from 'drizzle-orm';
import { openConnectionIban } from '../../db/bank-connection-iban';
import type { Db } from '../../db/client';
import {
  bankAccounts,
  bankCategoryRules,
  bankConnections,
  bankSuggestionDecisions,
  bankTransactions,
} from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import { RESEAL_BATCH, resealInBatches, staleUnder } from './reseal-repository';
import { openTransaction, sealEntry } from './sealed-entry';

export type RotationCount = {
  konten: number;
  umsaetze: number;
  regeln: number;
  entscheidungen: number;
  /** The household persons' bank connections (their IBANs, ADR 286). */
  bankverbindungen: number;
};

/**
 * Re-seals every banking value not sealed (or hashed) with the ring's first key (ADR 260, README "Banking
 * keys"): a new key first in BANKING_KEYS, the old one after it, then this; once it is done the old key
 * can leave the ring. Rows are read in id order, RESEAL_BATCH a transaction; a second run finds nothing to do.
 */
export async function rotateBankingKeys(db: Db, cipher: FieldCipher): Promise<RotationCount> {
  const konten = await resealInBatches(
    db,
    (after) =>
      db
        .select()
        .from(bankAccounts)
        .where(
          sql`${gt(bankAccounts.id, after)} and (${staleUnder(cipher, bankAccounts.ibanHash, bankAccounts.ibanSealed, bankAccounts.ownerNameSealed, bankAccounts.bankNameSealed, bankAccounts.balanceSealed)})`,
        )
        .orderBy(asc(bankAccounts.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      const iban = cipher.open(row.ibanSealed);
      await tx
        .update(bankAccounts)
        .set({
          ibanHash: cipher.hash(iban),
          ibanSealed: cipher.seal(iban),
          ownerNameSealed: cipher.sealNullable(cipher.openNullable(row.ownerNameSealed)),
          bankNameSealed: cipher.sealNullable(cipher.openNullable(row.bankNameSealed)),
          balanceSealed: cipher.sealNullable(cipher.openNullable(row.balanceSealed)),
        })
        .where(eq(bankAccounts.id, row.id));
    },
  );

  const umsaetze = await resealInBatches(
    db,
    (after) =>
      db
        .select()
        .from(bankTransactions)
        .where(
          sql`${gt(bankTransactions.id, after)} and (${staleUnder(cipher, bankTransactions.entryHash, bankTransactions.counterpartyHash, bankTransactions.detailsSealed)})`,
        )
        .orderBy(asc(bankTransactions.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      const opened = openTransaction(cipher, row);
      const { bookingDate: _date, ...sealed } = sealEntry(cipher, opened.entry, opened.key);
      await tx.update(bankTransactions).set(sealed).where(eq(bankTransactions.id, row.id));
    },
  );

  const regeln = await resealInBatches(
    db,
    (after) =>
      db
        .select()
        .from(bankCategoryRules)
        .where(
          sql`${gt(bankCategoryRules.id, after)} and (${staleUnder(cipher, bankCategoryRules.counterpartyHash, bankCategoryRules.counterpartySealed)})`,
        )
        .orderBy(asc(bankCategoryRules.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      const counterparty = cipher.open(row.counterpartySealed);
      await tx
        .update(bankCategoryRules)
        .set({ counterpartyHash: cipher.hash(counterparty), counterpartySealed: cipher.seal(counterparty) })
        .where(eq(bankCategoryRules.id, row.id));
    },
  );

  const entscheidungen = await resealInBatches(
    db,
    (after) =>
      db
        .select()
        .from(bankSuggestionDecisions)
        .where(
          sql`${gt(bankSuggestionDecisions.id, after)} and (${staleUnder(cipher, bankSuggestionDecisions.keyHash, bankSuggestionDecisions.keySealed)})`,
        )
        .orderBy(asc(bankSuggestionDecisions.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      const key = cipher.open(row.keySealed);
      await tx
        .update(bankSuggestionDecisions)
        .set({ keyHash: cipher.hash(key), keySealed: cipher.seal(key) })
        .where(eq(bankSuggestionDecisions.id, row.id));
    },
  );

  const bankverbindungen = await resealInBatches(
    db,
    (after) =>
      db
        .select({
          id: bankConnections.id,
          iban: bankConnections.iban,
          ibanSealed: bankConnections.ibanSealed,
        })
        .from(bankConnections)
        .where(sql`${gt(bankConnections.id, after)} and (${staleUnder(cipher, bankConnections.ibanSealed)})`)
        .orderBy(asc(bankConnections.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      await tx
        .update(bankConnections)
        .set({ ibanSealed: cipher.seal(openConnectionIban(cipher, row)) })
        .where(eq(bankConnections.id, row.id));
    },
  );

  return { konten, umsaetze, regeln, entscheidungen, bankverbindungen };
}
