import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankAggregatorConnections, bankAggregatorRemovals, bankAggregatorUsers } from '../../../db/schema';
import type { FieldCipher } from '../../../lib/field-cipher';
import { RESEAL_BATCH, resealInBatches, staleUnder } from '../reseal-repository';

/**
 * The aggregator's part of `npm run banking:rotate` (ADR 260, 270, 284): the generated finAPI logins and
 * passwords (of customers, and of erased accounts still to delete at finAPI) and the banks' names not
 * sealed with the ring's first key, sealed with it; a second run finds nothing. Answers how many rows it
 * re-sealed.
 */
export async function rotateAggregatorKeys(db: Db, cipher: FieldCipher): Promise<number> {
  const users = await resealInBatches(
    db,
    (after) =>
      db
        .select()
        .from(bankAggregatorUsers)
        .where(
          and(
            gt(bankAggregatorUsers.id, after),
            staleUnder(cipher, bankAggregatorUsers.loginSealed, bankAggregatorUsers.passwordSealed),
          ),
        )
        .orderBy(asc(bankAggregatorUsers.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      await tx
        .update(bankAggregatorUsers)
        .set({
          loginSealed: cipher.seal(cipher.open(row.loginSealed)),
          passwordSealed: cipher.seal(cipher.open(row.passwordSealed)),
        })
        .where(eq(bankAggregatorUsers.id, row.id));
    },
  );
  const connections = await resealInBatches(
    db,
    (after) =>
      db
        .select()
        .from(bankAggregatorConnections)
        .where(
          and(
            gt(bankAggregatorConnections.id, after),
            staleUnder(cipher, bankAggregatorConnections.bankNameSealed),
          ),
        )
        .orderBy(asc(bankAggregatorConnections.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      await tx
        .update(bankAggregatorConnections)
        .set({ bankNameSealed: cipher.sealNullable(cipher.openNullable(row.bankNameSealed)) })
        .where(eq(bankAggregatorConnections.id, row.id));
    },
  );
  // An erased account's user still to delete at the aggregator (ADR 284): its login must open after the old
  // key left the ring too.
  const removals = await resealInBatches(
    db,
    (after) =>
      db
        .select()
        .from(bankAggregatorRemovals)
        .where(
          and(
            gt(bankAggregatorRemovals.id, after),
            staleUnder(cipher, bankAggregatorRemovals.loginSealed, bankAggregatorRemovals.passwordSealed),
          ),
        )
        .orderBy(asc(bankAggregatorRemovals.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      await tx
        .update(bankAggregatorRemovals)
        .set({
          loginSealed: cipher.seal(cipher.open(row.loginSealed)),
          passwordSealed: cipher.seal(cipher.open(row.passwordSealed)),
        })
        .where(eq(bankAggregatorRemovals.id, row.id));
    },
  );
  return users + connections + removals;
}
