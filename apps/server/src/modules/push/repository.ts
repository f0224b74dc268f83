import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** SQL of the Web Push subscriptions, each scoped to the customer who registered it. */
export function createPushRepository(db: Db) {
  return {
    /**
     * Stores the subscription for the customer; false when another account has the endpoint. An endpoint
     * stays with the account that registered it until that account removes it or the push service drops
     * it (ADR 065): one statement, so of two parallel registrations only one account wins.
     */
    async register(
      userId: number,
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    ): Promise<boolean> {
      const { endpoint, keys } = subscription;
      const stored = await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { p256dh: keys.p256dh, auth: keys.auth },
          setWhere: eq(pushSubscriptions.userId, userId),
        })
        .returning({ id: pushSubscriptions.id });
      return stored.length > 0;
    },

    /** Removes the customer's subscription of the endpoint; false when the customer has none there. */
    async unregister(userId: number, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
