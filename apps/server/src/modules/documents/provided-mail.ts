import { paths } from '@kundenportal/domain/routing/paths';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import type { Db } from '../../db/client';
import { wantsNotification } from '../../lib/notifications/notification-recipients';
import { enqueue } from '../../lib/outbox/outbox-repository';
import type { DocumentRow } from './repository';

export type ProvidedTo = { userId: number; email: string; firstName: string; adviser: string | null };

/**
 * The mail that tells a customer about a document the adviser provided (notification setting
 * document_provided), with the link to the documents page and its approvals; queued in the document's transaction.
 */
export async function tellCustomerProvided(tx: Db, owner: ProvidedTo, row: DocumentRow, publicUrl: string) {
  if (!(await wantsNotification(tx, 'document_provided', owner.userId))) return;
  // The documents page, where the approvals are listed ('Meine Freigaben' of the spec is not built).
  const link = `${publicUrl}/#${paths.documents}`;
  await enqueue(tx, {
    channel: 'mail',
    payload: {
      to: owner.email,
      subject: notificationTexts.documentSubject(row.originalFilename),
      text:
        notificationTexts.documentText(
          owner.firstName,
          row.originalFilename,
          owner.adviser ?? notificationTexts.yourAdviser,
          link,
        ) + notificationTexts.mailFooter(`${publicUrl}/#${paths.notifications}`),
    },
  });
}
