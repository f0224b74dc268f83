import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import {
  CHAT_PAGE_SIZE,
  type ChatConversation,
  type ChatMessage,
  type ChatSender,
} from '@kundenportal/domain/chat/chat';
import { and, desc, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatPresence, users } from '../../db/schema';

/** One conversation: a customer and the agency they have now. */
export type Conversation = { customerId: number; agencyId: number };

/** Which messages a stream carries: one conversation (the customer's) or the whole agency (an adviser's). */
export type StreamScope = { agencyId: number; customerId?: number };

type MessageRow = typeof chatMessages.$inferSelect;

export const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sender: row.sender as ChatSender,
  author: row.authorName,
  text: row.text,
  attachments: row.attachments,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const inScope = (scope: StreamScope) =>
  scope.customerId === undefined
    ? eq(chatMessages.agencyId, scope.agencyId)
    : and(eq(chatMessages.agencyId, scope.agencyId), eq(chatMessages.customerId, scope.customerId));

/** The chat's reads and the read marks (issue 14). Writes of messages: send-message.ts. */
export function createChatRepository(db: Db) {
  return {
    /** A customer of this agency (the adviser's side), else null. */
    async customerOfAgency(agencyId: number, customerId: number) {
      const [row] = await db
        .select({ id: users.id, config: users.config })
        .from(users)
        .where(and(eq(users.id, customerId), eq(users.agentId, agencyId), eq(users.role, 'customer')));
      if (!row) return null;
      return { id: row.id, nachrichten: resolveConfig(row.config).nachrichten };
    },

    /** A page of the conversation, newest first, older than `before` when given. */
    async page(conversation: Conversation, before: number | undefined) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(inScope(conversation), before === undefined ? undefined : lt(chatMessages.id, before)))
        .orderBy(desc(chatMessages.id))
        .limit(CHAT_PAGE_SIZE + 1);
      return {
        messages: rows.slice(0, CHAT_PAGE_SIZE).map(toMessage),
        hasMore: rows.length > CHAT_PAGE_SIZE,
      };
    },

    /** Messages of the scope after `afterId`, oldest first, at most `limit` (a stream's catch-up). */
    async after(scope: StreamScope, afterId: number, limit: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(inScope(scope), gt(chatMessages.id, afterId)))
        .orderBy(chatMessages.id)
        .limit(limit);
      return rows;
    },

    /** How many of the adviser's messages the customer has not read yet (the app's unread badge). */
    async unreadOfCustomer(conversation: Conversation): Promise<number> {
      const [row] = await db
        .select({ unread: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(inScope(conversation), eq(chatMessages.sender, 'adviser'), isNull(chatMessages.readAt)));
      return Number(row?.unread ?? 0);
    },

    /** The newest message id of the scope, 0 without any. */
    async newestId(scope: StreamScope): Promise<number> {
      const [row] = await db
        .select({ id: sql<number | null>`max(${chatMessages.id})` })
        .from(chatMessages)
        .where(inScope(scope));
      return Number(row?.id ?? 0);
    },

    async byId(id: number) {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row ?? null;
    },

    /**
     * Marks the other side's messages up to `upTo` read; answers the highest id marked now and the time,
     * or null when nothing was unread.
     */
    async markRead(conversation: Conversation, reader: ChatSender, upTo: number) {
      const readAt = new Date();
      const rows = await db
        .update(chatMessages)
        .set({ readAt })
        .where(
          and(
            inScope(conversation),
            ne(chatMessages.sender, reader),
            lte(chatMessages.id, upTo),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id });
      if (rows.length === 0) return null;
      return { upTo: Math.max(...rows.map((row) => row.id)), readAt };
    },

    /** The agency's conversations, most recent first, with the customer's unread messages counted. */
    async conversations(agencyId: number): Promise<ChatConversation[]> {
      const result = (await db.execute(sql`
        select m.customer_id, u.first_name, u.last_name, m.created_at, m.text,
          (select count(*)::int from ${chatMessages} c
            where c.customer_id = m.customer_id and c.agency_id = m.agency_id
              and c.sender = 'customer' and c.read_at is null) as unread
        from (
          select distinct on (customer_id) customer_id, agency_id, created_at, text
          from ${chatMessages} where agency_id = ${agencyId}
          order by customer_id, id desc
        ) m
        join ${users} u on u.id = m.customer_id and u.agent_id = ${agencyId}
        order by m.created_at desc`)) as unknown as {
        rows: {
          customer_id: number;
          first_name: string;
          last_name: string;
          created_at: Date | string;
          text: string;
          unread: number;
        }[];
      };
      return result.rows.map((row) => ({
        customerId: Number(row.customer_id),
        name: `${row.first_name} ${row.last_name}`.trim(),
        unread: Number(row.unread),
        lastMessageAt: new Date(row.created_at).toISOString(),
        lastText: row.text,
      }));
    },

    async markPresent(userIds: number[]) {
      if (userIds.length === 0) return;
      const seenAt = new Date();
      await db
        .insert(chatPresence)
        .values(userIds.map((userId) => ({ userId, seenAt })))
        .onConflictDoUpdate({ target: chatPresence.userId, set: { seenAt } });
    },

    async markAway(userId: number) {
      await db.delete(chatPresence).where(eq(chatPresence.userId, userId));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
