import { CHAT_PRESENCE_SECONDS } from '@kundenportal/domain/chat/chat';
import { customerPath } from '@kundenportal/domain/routing/workspace-paths';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, chatMessages, chatPresence, users } from '../../db/schema';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { streakAlreadyTold } from './unread-streak';

/**
 * A customer's message while no adviser of the agency has a chat open (no adviser stream seen within
 * CHAT_PRESENCE_SECONDS) queues a mail to the agency's address — or, without one, to each of its
 * advisers — once per unread streak: not again while a message of this customer the agency was told
 * about is still unread. Runs in the message's transaction.
 */
export async function mailAgencyIfAway(
  tx: Db,
  row: typeof chatMessages.$inferSelect,
  options: { publicUrl: string },
) {
  const since = new Date(Date.now() - CHAT_PRESENCE_SECONDS * 1000);
  const [present] = await tx
    .select({ userId: chatPresence.userId })
    .from(chatPresence)
    .innerJoin(users, eq(users.id, chatPresence.userId))
    .where(and(eq(users.agencyId, row.agencyId), eq(users.role, 'adviser'), gt(chatPresence.seenAt, since)))
    .limit(1);
  if (present) return;
  if (await streakAlreadyTold(tx, row)) return;
  const [agency] = await tx.select({ email: agents.email }).from(agents).where(eq(agents.id, row.agencyId));
  const recipients = agency?.email
    ? [agency.email]
    : (
        await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.agencyId, row.agencyId), eq(users.role, 'adviser')))
      ).map((adviser) => adviser.email);
  if (recipients.length === 0) return;
  await tx.update(chatMessages).set({ notifiedAt: new Date() }).where(eq(chatMessages.id, row.id));
  const customer = row.authorName || chatTexts.adviserMailSomeone;
  for (const to of recipients)
    await enqueue(tx, {
      channel: 'mail',
      payload: {
        to,
        subject: chatTexts.adviserMailSubject(customer),
        text: chatTexts.adviserMailText(customer, `${options.publicUrl}/#${customerPath(row.customerId)}`),
      },
    });
}
