import { CHAT_PRESENCE_SECONDS } from '@kundenportal/domain/chat/chat';
import { customerPath } from '@kundenportal/domain/routing/workspace-paths';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import type { Db } from '../../db/client';
import { enqueue } from '../../lib/outbox/outbox-repository';
import type { MessageRepository, MessageRow } from './message-repository';

/**
 * A customer's message while no adviser of the agency has a chat open (no adviser stream seen within
 * CHAT_PRESENCE_SECONDS) queues a mail to the agency's address — or, without one, to each of its
 * advisers — once per unread streak: not again while a message of this customer the agency was told
 * about is still unread. Runs in the message's transaction.
 */
export async function mailAgencyIfAway(
  repository: MessageRepository,
  tx: Db,
  row: MessageRow,
  options: { publicUrl: string },
) {
  const since = new Date(Date.now() - CHAT_PRESENCE_SECONDS * 1000);
  if (await repository.adviserPresent(tx, row.agencyId, since)) return;
  if (await repository.streakAlreadyTold(tx, row)) return;
  const recipients = await repository.agencyRecipients(tx, row.agencyId);
  if (recipients.length === 0) return;
  await repository.markNotified(tx, row.id);
  const customer = row.authorName || chatTexts.adviserMailSomeone;
  for (const to of recipients)
    await enqueue(tx, {
      channel: 'mail',
      payload: {
        to,
        subject: chatTexts.adviserMailSubject(customer),
        text: chatTexts.adviserMailText(customer, `${options.publicUrl}/#${customerPath(row.customerId)}`),
        customerId: row.customerId,
      },
    });
}
