import {
  contractReminder,
  type Reminder,
  type ReminderValues,
} from '@kundenportal/domain/reminders/reminder-api';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, reminders, users } from '../../db/schema';

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
    db,
    async config(userId: number): Promise<Record<string, unknown> | null> {
      const [row] = await db.select({ config: users.config }).from(users).where(eq(users.id, userId));
      return row ? (row.config as Record<string, unknown>) : null;
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
