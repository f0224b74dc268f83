import { asc, eq, isNotNull } from 'drizzle-orm';
import type { FieldCipher } from '../lib/field-cipher';
import type { Db } from './client';
import { bankConnections } from './schema';

/** Rows sealed per transaction at start (a large database seals as it goes and can be restarted). */
const SEAL_BATCH = 500;

/**
 * A person's bank connection's IBAN (ADR 286): sealed in `iban_sealed` with the banking key ring; a row
 * written before (or by db/factories.ts) still holds it in clear in `iban` until it is sealed.
 */
export function openConnectionIban(
  cipher: FieldCipher,
  row: { iban: string | null; ibanSealed: string | null },
): string {
  return row.ibanSealed ? cipher.open(row.ibanSealed) : (row.iban ?? '');
}

/** The columns that store `iban`: sealed, the clear column emptied. */
export function sealedConnectionIban(cipher: FieldCipher, iban: string) {
  return { iban: null, ibanSealed: cipher.seal(iban) };
}

/**
 * Seals every IBAN still in clear (migration 0047's companion, run when the server starts, ADR 286): a row
 * at a time within batches, each row's clear value emptied as it is sealed. Two processes starting at once
 * seal a row twice at most (the later value wins, both open). Answers how many rows it sealed.
 */
export async function sealClearConnectionIbans(db: Db, cipher: FieldCipher): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db
      .select({ id: bankConnections.id, iban: bankConnections.iban })
      .from(bankConnections)
      .where(isNotNull(bankConnections.iban))
      .orderBy(asc(bankConnections.id))
      .limit(SEAL_BATCH);
    if (rows.length === 0) return sealed;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(bankConnections)
          .set(sealedConnectionIban(cipher, row.iban as string))
          .where(eq(bankConnections.id, row.id));
      }
    });
    sealed += rows.length;
  }
}
