import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, chatMessages, chatPresence, documents, users } from '../../db/schema';
import { CHAT_CHANNEL, type ChatNotice } from './chat-notice';

/** The first key of the chat's advisory locks (the second is the agency id). */
const CHAT_LOCK_CLASS = 0x6b70;

export type MessageRow = typeof chatMessages.$inferSelect;

export type NewMessage = {
  customerId: number;
  agencyId: number;
  sender: string;
  authorId: number;
  text: string;
  attachments: MessageRow['attachments'];
};

/**
 * SQL of sending a message (issue 14): the message, its notice on the channel, who is present, the
 * unread streak and whom to tell. The methods that take `tx` run in `transaction(work)`.
 */
export function createMessageRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Ids follow commit order within the agency while its lock is held (a resumed stream misses nothing). */
    async lockAgency(tx: Db, agencyId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_LOCK_CLASS}, ${agencyId})`);
    },

    /** Stores a message with its author's name as it is now. */
    async insert(tx: Db, input: NewMessage): Promise<MessageRow> {
      const [row] = await tx
        .insert(chatMessages)
        .values({
          ...input,
          authorName: sql`(select trim(first_name || ' ' || last_name) from ${users} where id = ${input.authorId})`,
        })
        .returning();
      if (!row) throw new Error('chat message not stored');
      return row;
    },

    /** Sent with the transaction (or at once outside one): listeners hear it on commit, never for a rollback. */
    async notify(notice: ChatNotice, tx: Pick<Db, 'execute'> = db): Promise<void> {
      await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
    },

    async customerPresent(tx: Db, customerId: number, since: Date): Promise<boolean> {
      const [present] = await tx
        .select({ userId: chatPresence.userId })
        .from(chatPresence)
        .where(and(eq(chatPresence.userId, customerId), gt(chatPresence.seenAt, since)));
      return present !== undefined;
    },

    async adviserPresent(tx: Db, agencyId: number, since: Date): Promise<boolean> {
      const [present] = await tx
        .select({ userId: chatPresence.userId })
        .from(chatPresence)
        .innerJoin(users, eq(users.id, chatPresence.userId))
        .where(and(eq(users.agencyId, agencyId), eq(users.role, 'adviser'), gt(chatPresence.seenAt, since)))
        .limit(1);
      return present !== undefined;
    },

    /**
     * Whether the receiving side was already told about an earlier message of this sender in the
     * conversation that is still unread: then `row` is part of the same unread streak.
     */
    async streakAlreadyTold(tx: Db, row: MessageRow): Promise<boolean> {
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
    },

    async markNotified(tx: Db, messageId: number): Promise<void> {
      await tx.update(chatMessages).set({ notifiedAt: new Date() }).where(eq(chatMessages.id, messageId));
    },

    /** The customer a mail goes to (the adviser's side writes to another user: no session row). */
    async customerContact(tx: Db, customerId: number) {
      const [row] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, customerId));
      return row ?? null;
    },

    /** The agency's address, or without one each of its advisers'. */
    async agencyRecipients(tx: Db, agencyId: number): Promise<string[]> {
      const [agency] = await tx.select({ email: agents.email }).from(agents).where(eq(agents.id, agencyId));
      if (agency?.email) return [agency.email];
      const advisers = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.role, 'adviser')));
      return advisers.map((adviser) => adviser.email);
    },

    /** The customer's documents of these stored names (the attachments a message names). */
    documentsNamed(customerId: number, names: string[]) {
      return db
        .select({
          id: documents.id,
          name: documents.originalFilename,
          ownerType: documents.ownerType,
          ownerId: documents.ownerId,
          filename: documents.filename,
        })
        .from(documents)
        .where(and(eq(documents.userId, customerId), inArray(documents.filename, names)));
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
