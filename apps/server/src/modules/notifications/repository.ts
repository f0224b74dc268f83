import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationRules } from '../../db/schema';

export type StoredRule = { triggerEvent: string; active: boolean };

/** SQL of the notification settings; every query is scoped by the session's user id. */
export function createNotificationsRepository(db: Db) {
  const storedRules = (userId: number, ex: Pick<Db, 'select'> = db): Promise<StoredRule[]> =>
    ex
      .select({ triggerEvent: notificationRules.triggerEvent, active: notificationRules.active })
      .from(notificationRules)
      .where(eq(notificationRules.userId, userId));

  return {
    storedRules,

    /** Sets the given rules (others stay) and answers every stored rule after the write. */
    saveRules(userId: number, rules: readonly StoredRule[]): Promise<StoredRule[]> {
      return db.transaction(async (tx) => {
        await tx
          .insert(notificationRules)
          .values(rules.map((rule) => ({ userId, triggerEvent: rule.triggerEvent, active: rule.active })))
          .onConflictDoUpdate({
            target: [notificationRules.userId, notificationRules.triggerEvent],
            set: { active: sql`excluded.active` },
          });
        return storedRules(userId, tx);
      });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
