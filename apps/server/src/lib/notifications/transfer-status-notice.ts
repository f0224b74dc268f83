import type { MandateLevel } from '@kundenportal/domain/bestandsuebertragung/mandate';
import {
  statusNotice,
  statusPush,
  TRANSFER_PUSH_TAG,
} from '@kundenportal/domain/bestandsuebertragung/notices';
import type { SettableContractStatus } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import { paths } from '@kundenportal/domain/routing/paths';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueue } from '../outbox/outbox-repository';
import { enqueuePush } from '../push/push-targets';
import { wantsNotification } from './notification-recipients';

/** One step of the contracts of one transfer at one insurer, as the customer is told of it. */
export type TransferStatusChange = {
  /** The customer's account (the transfer's user). */
  userId: number;
  status: SettableContractStatus;
  level: MandateLevel;
  versicherer: string;
  /** The contracts at that insurer that took the step. */
  contracts: readonly { nummer: string; sparte: string | null }[];
};

/**
 * Tells the customer of a transfer's new status at one insurer (issue 29, notification event
 * `transfer_status`): a mail and a Web Push to each subscribed browser, in the caller's transaction —
 * unless the customer turned the event off or the Bestandsübertragung flag is off. Every workspace step
 * calls it (the answer's PUT, the letter's sending); the customer's own steps (request, signature,
 * withdrawal) do not. Answers whether the customer was told.
 */
export async function notifyTransferStatus(
  tx: Db,
  change: TransferStatusChange,
  publicUrl: string,
): Promise<boolean> {
  if (change.contracts.length === 0) return false;
  if (!(await wantsNotification(tx, 'transfer_status', change.userId))) return false;
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, change.userId));
  if (!customer) return false;
  const url = `/#${paths.portfolioTransfer}`;
  const mail = statusNotice(change.status, {
    level: change.level,
    firstName: customer.firstName,
    versicherer: change.versicherer,
    contracts: change.contracts,
    link: `${publicUrl}${url}`,
  });
  await enqueuePush(tx, change.userId, {
    ...statusPush(change.status, change),
    url,
    tag: TRANSFER_PUSH_TAG,
  });
  await enqueue(tx, {
    channel: 'mail',
    payload: {
      to: customer.email,
      subject: mail.subject,
      text: mail.text + notificationTexts.mailFooter(`${publicUrl}/#${paths.notifications}`),
    },
  });
  return true;
}
