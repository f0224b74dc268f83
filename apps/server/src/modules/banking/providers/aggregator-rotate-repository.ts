import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankAggregatorConnections, bankAggregatorRemovals, bankAggregatorUsers } from '../../../db/schema';
import type { FieldCipher } from '../../../lib/field-cipher';
import { RESEAL_BATCH, resealInBatches, staleUnder } from '../reseal-repository';

/** A table of generated logins and passwords: a customer's aggregator user, or one still to delete. */
type CredentialsTable = typeof bankAggregatorUsers | typeof bankAggregatorRemovals;

/** The table's logins and passwords not sealed with the ring's first key, sealed with it. */
function resealCredentials(db: Db, cipher: FieldCipher, table: CredentialsTable): Promise<number> {
  return resealInBatches(
    db,
    (after) =>
      db
        .select({ id: table.id, loginSealed: table.loginSealed, passwordSealed: table.passwordSealed })
        .from(table)
        .where(and(gt(table.id, after), staleUnder(cipher, table.loginSealed, table.passwordSealed)))
        .orderBy(asc(table.id))
        .limit(RESEAL_BATCH),
    async (tx, row) => {
      await tx
        .update(table)
        .set({
          loginSealed: cipher.seal(cipher.open(row.loginSealed)),
          passwordSealed: cipher.seal(cipher.open(row.passwordSealed)),
        })
        .where(eq(table.id, row.id));
    },
  );
}

/**
 * The aggregator's part of `npm run banking:rotate` (ADR 260, 270, 284): the generated finAPI logins and
 * passwords (of customers, and of erased accounts still to delete at finAPI) and the banks' names not
 * sealed with the ring's first key, sealed with it; a second run finds nothing. Answers how many rows it
 * re-sealed.
 */
export async function rotateAggregatorKeys(db: Db, cipher: FieldCipher): Promise<number> {
  const users = await resealCredentials(db, cipher, bankAggregatorUsers);
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
  const removals = await resealCredentials(db, cipher, bankAggregatorRemovals);
  return users + connections + removals;
}
