import type { PushNotice } from '@kundenportal/domain/chat/push';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { enqueue } from '../outbox/outbox-repository';

export type { PushOutboxPayload as PushPayload } from '../outbox/outbox-repository';

/** Queues the notice for every browser the customer subscribed, in the caller's transaction. */
export async function enqueuePush(tx: Db, userId: number, notice: PushNotice): Promise<number> {
  const rows = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  for (const row of rows) {
    await enqueue(tx, { channel: 'push', payload: { subscriptionId: row.id, notice } });
  }
  return rows.length;
}
