import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { bankAggregatorConnections, bankAggregatorUsers } from '../../../db/schema';
import type { FieldCipher } from '../../../lib/field-cipher';

/** Rows re-sealed per transaction, as rotate-keys-repository.ts does. */
const BATCH = 500;

/**
 * The aggregator's part of `npm run banking:rotate` (ADR 260, 270): the generated finAPI logins and
 * passwords and the banks' names not sealed with the ring's first key, sealed with it; a second run finds
 * nothing. Answers how many rows it re-sealed.
 */
export async function rotateAggregatorKeys(db: Db, cipher: FieldCipher): Promise<number> {
  const prefix = `${cipher.currentKeyId}:`;
  const stale = (...columns: PgColumn[]): SQL =>
    or(
      ...columns.map(
        (column) => sql`${column} is not null and left(${column}, ${prefix.length}) <> ${prefix}`,
      ),
    ) as SQL;
  let count = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select()
      .from(bankAggregatorUsers)
      .where(
        and(
          gt(bankAggregatorUsers.id, after),
          stale(bankAggregatorUsers.loginSealed, bankAggregatorUsers.passwordSealed),
        ),
      )
      .orderBy(asc(bankAggregatorUsers.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(bankAggregatorUsers)
          .set({
            loginSealed: cipher.seal(cipher.open(row.loginSealed)),
            passwordSealed: cipher.seal(cipher.open(row.passwordSealed)),
          })
          .where(eq(bankAggregatorUsers.id, row.id));
      }
    });
    count += rows.length;
    after = (rows.at(-1) as { id: number }).id;
  }
  for (let after = 0; ; ) {
    const rows = await db
      .select()
      .from(bankAggregatorConnections)
      .where(and(gt(bankAggregatorConnections.id, after), stale(bankAggregatorConnections.bankNameSealed)))
      .orderBy(asc(bankAggregatorConnections.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(bankAggregatorConnections)
          .set({ bankNameSealed: cipher.sealNullable(cipher.openNullable(row.bankNameSealed)) })
          .where(eq(bankAggregatorConnections.id, row.id));
      }
    });
    count += rows.length;
    after = (rows.at(-1) as { id: number }).id;
  }
  return count;
}
