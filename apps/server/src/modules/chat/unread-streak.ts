import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';

/**
 * Whether the receiving side was already told about an earlier message of this sender in the conversation
 * that is still unread: then `row` is part of the same unread streak and tells nobody again.
 */
export async function streakAlreadyTold(tx: Db, row: typeof chatMessages.$inferSelect): Promise<boolean> {
  const [told] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.customerId, row.customerId),
        eq(chatMessages.agencyId, row.agencyId),
        eq(chatMessages.sender, row.sender),
        isNull(chatMessages.readAt),
        isNotNull(chatMessages.notifiedAt),
        lt(chatMessages.id, row.id),
      ),
    )
    .limit(1);
  return told !== undefined;
}
