import { CHAT_PRESENCE_SECONDS, type ChatAttachment, type ChatSender } from '@kundenportal/domain/chat/chat';
import { paths } from '@kundenportal/domain/routing/paths';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import type { Db } from '../../db/client';
import { wantsNotification } from '../../lib/notifications/notification-recipients';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { enqueuePush } from '../../lib/push/push-targets';
import { mailAgencyIfAway } from './adviser-away-mail';
import type { ChatNotice } from './chat-notice';
import { toMessage } from './chat-repository';
import type { MessageRepository, MessageRow } from './message-repository';

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
export function sendMessage(repository: MessageRepository, input: SendInput, options: Options) {
  return repository.transaction(async (tx) => {
    await repository.lockAgency(tx, input.agencyId);
    const row = await repository.insert(tx, {
      customerId: input.customerId,
      agencyId: input.agencyId,
      sender: input.sender,
      authorId: input.authorId,
      text: input.text,
      attachments: input.attachments,
    });
    const notice: ChatNotice = {
      kind: 'message',
      id: row.id,
      customerId: row.customerId,
      agencyId: row.agencyId,
    };
    await repository.notify(notice, tx);
    if (input.sender === 'adviser') await mailIfAway(repository, tx, row, options);
    else await mailAgencyIfAway(repository, tx, row, options);
    return toMessage(row);
  });
}

async function mailIfAway(repository: MessageRepository, tx: Db, row: MessageRow, options: Options) {
  const input = row;
  const since = new Date(Date.now() - CHAT_PRESENCE_SECONDS * 1000);
  if (await repository.customerPresent(tx, input.customerId, since)) return;
  if (await repository.streakAlreadyTold(tx, row)) return;
  if (!(await wantsNotification(tx, 'chat_message', input.customerId))) return;
  const customer = await repository.customerContact(tx, input.customerId);
  if (!customer) return;
  await repository.markNotified(tx, row.id);
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
