import {
  contractReminder,
  type Reminder,
  type ReminderValues,
} from '@kundenportal/domain/reminders/reminder-api';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, reminders } from '../../db/schema';

export type ReminderRow = typeof reminders.$inferSelect;

export function toReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    quelle: 'eigene',
    datum: row.datum,
    e_massage: row.eMassage,
    contract_id: row.contractId,
    gesendet_am: row.sentAt?.toISOString() ?? null,
  };
}

/** A contract's label as the customer knows it: its own label, else the product, else the insurer. */
export function contractTitle(contract: {
  label: string | null;
  name: string | null;
  gesellschaft: string;
}): string {
  return contract.label ?? contract.name ?? contract.gesellschaft;
}

export function reminderColumns(values: ReminderValues) {
  return { datum: values.datum, eMassage: values.e_massage, contractId: values.contract_id };
}

/** SQL of the reminders; every query is scoped by the session's user id. */
export function createRemindersRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; the methods that take `tx` join it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** An own reminder, locked for the rest of the transaction; null when not the customer's. */
    async lock(tx: Db, userId: number, id: number): Promise<ReminderRow | null> {
      const [row] = await tx
        .select()
        .from(reminders)
        .where(and(eq(reminders.userId, userId), eq(reminders.id, id)))
        .for('update');
      return row ?? null;
    },

    async insert(tx: Db, userId: number, columns: ReturnType<typeof reminderColumns>) {
      const [row] = await tx
        .insert(reminders)
        .values({ userId, ...columns })
        .returning();
      return row ?? null;
    },

    /** Updates an own reminder; `resend` clears sent_at so a changed date is sent again on its day. */
    async update(
      tx: Db,
      userId: number,
      id: number,
      columns: ReturnType<typeof reminderColumns>,
      at: { updatedAt: Date; resend: boolean },
    ) {
      const [row] = await tx
        .update(reminders)
        .set({ ...columns, updatedAt: at.updatedAt, ...(at.resend ? { sentAt: null } : {}) })
        .where(and(eq(reminders.userId, userId), eq(reminders.id, id)))
        .returning();
      return row ?? null;
    },

    /** An own reminder; null when not the customer's. */
    async find(userId: number, id: number): Promise<ReminderRow | null> {
      const [row] = await db
        .select()
        .from(reminders)
        .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
      return row ?? null;
    },

    /** Whether the reminder is the customer's. */
    async isOwn(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: reminders.id })
        .from(reminders)
        .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
      return row !== undefined;
    },

    /** Deletes an own reminder: false when there was none. */
    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(reminders)
        .where(and(eq(reminders.userId, userId), eq(reminders.id, id)))
        .returning({ id: reminders.id });
      return removed.length > 0;
    },

    /** The household's contracts as choices of `contract_id`. */
    async contractChoices(userId: number, ex: Db = db) {
      const rows = await ex
        .select({
          id: contracts.id,
          label: contracts.label,
          name: contracts.name,
          gesellschaft: contracts.gesellschaft,
        })
        .from(contracts)
        .where(eq(contracts.userId, userId))
        .orderBy(asc(contracts.id));
      return rows.map((row) => ({ value: String(row.id), label: contractTitle(row) }));
    },

    /** Own reminders and the contracts' ones, by date. */
    async list(userId: number): Promise<Reminder[]> {
      const [own, ofContracts] = await Promise.all([
        db
          .select()
          .from(reminders)
          .where(eq(reminders.userId, userId))
          .orderBy(asc(reminders.datum), asc(reminders.id)),
        db
          .select({
            id: contracts.id,
            datum: contracts.memoryDatum,
            massage: contracts.memoryMassage,
            sentAt: contracts.memorySentAt,
          })
          .from(contracts)
          .where(and(eq(contracts.userId, userId), isNotNull(contracts.memoryDatum)))
          .orderBy(asc(contracts.memoryDatum), asc(contracts.id)),
      ]);
      const fromContracts = ofContracts.map((row) =>
        contractReminder({
          id: row.id,
          memory_datum: row.datum as string,
          memory_massage: row.massage,
          sentAt: row.sentAt,
        }),
      );
      return [...own.map(toReminder), ...fromContracts].sort(
        (a, b) => a.datum.localeCompare(b.datum) || (a.id ?? 0) - (b.id ?? 0),
      );
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
