import { CHAT_PRESENCE_SECONDS, type ChatAttachment, type ChatSender } from '@kundenportal/domain/chat/chat';
import { paths } from '@kundenportal/domain/routing/paths';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatPresence, users } from '../../db/schema';
import { wantsNotification } from '../../lib/notifications/notification-recipients';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { enqueuePush } from '../../lib/push/push-targets';
import { mailAgencyIfAway } from './adviser-away-mail';
import { type ChatNotice, notifyChat } from './chat-notice';
import { toMessage } from './chat-repository';
import { streakAlreadyTold } from './unread-streak';

/** The first key of the chat's advisory locks (the second is the agency id). */
const CHAT_LOCK_CLASS = 0x6b70;

export type SendInput = {
  customerId: number;
  agencyId: number;
  sender: ChatSender;
  authorId: number;
  text: string;
  attachments: ChatAttachment[];
};

type Options = { publicUrl: string };

/**
 * Stores a message and announces it in one transaction (issue 14). The agency's advisory lock makes
 * ids follow commit order within the agency, so a stream that resumes after id N misses nothing that
 * commits later. An adviser's message to a customer who is away also queues a mail and a Web Push to each
 * of the customer's subscribed browsers (notification setting chat_message), once per unread streak: not
 * again while a message the customer was told about is still unread. A customer's message while no adviser
 * has a chat open mails the agency the same way (adviser-away-mail.ts).
 */
export function sendMessage(db: Db, input: SendInput, options: Options) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_LOCK_CLASS}, ${input.agencyId})`);
    const [row] = await tx
      .insert(chatMessages)
      .values({
        customerId: input.customerId,
        agencyId: input.agencyId,
        sender: input.sender,
        authorId: input.authorId,
        authorName: sql`(select trim(first_name || ' ' || last_name) from ${users} where id = ${input.authorId})`,
        text: input.text,
        attachments: input.attachments,
      })
      .returning();
    if (!row) throw new Error('chat message not stored');
    const notice: ChatNotice = {
      kind: 'message',
      id: row.id,
      customerId: row.customerId,
      agencyId: row.agencyId,
    };
    await notifyChat(tx, notice);
    if (input.sender === 'adviser') await mailIfAway(tx, row, options);
    else await mailAgencyIfAway(tx, row, options);
    return toMessage(row);
  });
}

async function mailIfAway(tx: Db, row: typeof chatMessages.$inferSelect, options: Options) {
  const input = row;
  const messageId = row.id;
  const since = new Date(Date.now() - CHAT_PRESENCE_SECONDS * 1000);
  const [present] = await tx
    .select({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(and(eq(chatPresence.userId, input.customerId), gt(chatPresence.seenAt, since)));
  if (present) return;
  if (await streakAlreadyTold(tx, row)) return;
  if (!(await wantsNotification(tx, 'chat_message', input.customerId))) return;
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, input.customerId));
  if (!customer) return;
  await tx.update(chatMessages).set({ notifiedAt: new Date() }).where(eq(chatMessages.id, messageId));
  await enqueuePush(tx, input.customerId, {
    title: chatTexts.push.title,
    body: chatTexts.push.body(row.authorName),
    url: `/#${paths.adviserChat}`,
    tag: 'chat',
  });
  await enqueue(tx, {
    channel: 'mail',
    payload: {
      to: customer.email,
      subject: chatTexts.mailSubject,
      text:
        chatTexts.mailText(customer.firstName, row.authorName, `${options.publicUrl}/#${paths.adviserChat}`) +
        notificationTexts.mailFooter(`${options.publicUrl}/#${paths.notifications}`),
    },
  });
}
