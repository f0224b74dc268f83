import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, contracts, reminders, users } from '../../db/schema';

/** SQL of the calendar files and the private feed; every query is scoped by one customer's user id. */
export function createCalendarRepository(db: Db) {
  return {
    /** The stored config flags of a feed's owner (the feed has no session: its secret names the user). */
    async storedConfig(userId: number): Promise<Record<string, unknown> | null> {
      const [row] = await db.select({ config: users.config }).from(users).where(eq(users.id, userId));
      return row ? row.config : null;
    },

    async contract(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.id, id)));
      return row ?? null;
    },

    listContracts(userId: number) {
      return db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(asc(contracts.id));
    },

    listReminders(userId: number) {
      return db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.id));
    },

    /** An own reminder with the contract it belongs to (null: none). */
    async reminderWithContract(userId: number, id: number) {
      const [row] = await db
        .select({ reminder: reminders, contract: contracts })
        .from(reminders)
        .leftJoin(contracts, eq(contracts.id, reminders.contractId))
        .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
      return row ?? null;
    },

    async feed(userId: number) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row ?? null;
    },

    /** Sets the feed's secret (a new one replaces the old): answers when it was made. */
    async replaceFeed(userId: number, tokenHash: string): Promise<Date | null> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
        .returning();
      return row?.createdAt ?? null;
    },

    async deleteFeed(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** Whose feed a secret opens (null: none). */
    async feedOwner(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNotNull(calendarFeeds.userId)));
      return row?.userId ?? null;
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
