import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, reminders, users } from '../../db/schema';

/**
 * SQL of the reminder worker: it reads every customer's due reminders and deadlines (no session), claims
 * them with FOR UPDATE SKIP LOCKED or a conditional update, and marks them sent.
 */
export function createDeliveryRepository(db: Db) {
  /** Contracts (`where`) with their customer's address, by id: what a mail about a contract needs. */
  const contractsToTell = (ex: Db, where: SQL | undefined, limit: number) =>
    ex
      .select({ contract: contracts, email: users.email, firstName: users.firstName })
      .from(contracts)
      .innerJoin(users, eq(users.id, contracts.userId))
      .where(where)
      .orderBy(asc(contracts.id))
      .limit(limit);

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Own reminders not yet sent whose day is `due` or earlier, locked (others skip them). */
    claimDueReminders(tx: Db, due: string, limit: number) {
      return tx
        .select({ reminder: reminders, email: users.email, firstName: users.firstName, contract: contracts })
        .from(reminders)
        .innerJoin(users, eq(users.id, reminders.userId))
        .leftJoin(contracts, eq(contracts.id, reminders.contractId))
        .where(and(isNull(reminders.sentAt), lte(reminders.datum, due)))
        .orderBy(asc(reminders.id))
        .limit(limit)
        .for('update', { of: reminders, skipLocked: true });
    },

    async markRemindersSent(tx: Db, ids: number[], at: Date): Promise<void> {
      await tx.update(reminders).set({ sentAt: at }).where(inArray(reminders.id, ids));
    },

    /** Contracts whose reminder (memory) is not yet sent and due by `due`, locked (others skip them). */
    claimDueContractReminders(tx: Db, due: string, limit: number) {
      return contractsToTell(
        tx,
        and(
          isNull(contracts.memorySentAt),
          isNotNull(contracts.memoryDatum),
          lte(contracts.memoryDatum, due),
        ),
        limit,
      ).for('update', { of: contracts, skipLocked: true });
    },

    async markContractRemindersSent(tx: Db, ids: number[], at: Date): Promise<void> {
      await tx.update(contracts).set({ memorySentAt: at }).where(inArray(contracts.id, ids));
    },

    /** Active contracts after id `after` not yet told about a deadline on or after `day`, by id. */
    deadlineCandidates(after: number, day: string, limit: number) {
      return contractsToTell(
        db,
        and(
          gt(contracts.id, after),
          eq(contracts.status, 'A'),
          or(isNull(contracts.deadlineNotifiedFor), lt(contracts.deadlineNotifiedFor, day)),
        ),
        limit,
      );
    },

    /** Claims telling about `deadline` (a conditional update): false when another process did already. */
    async claimDeadline(tx: Db, contractId: number, deadline: string): Promise<boolean> {
      const [claimed] = await tx
        .update(contracts)
        .set({ deadlineNotifiedFor: deadline })
        .where(
          and(
            eq(contracts.id, contractId),
            sql`${contracts.deadlineNotifiedFor} is distinct from ${deadline}`,
          ),
        )
        .returning({ id: contracts.id });
      return claimed !== undefined;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
