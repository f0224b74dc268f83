import { presentContract } from '@kundenportal/domain/contracts/contract-api';
import { isDeadlineSoon } from '@kundenportal/domain/contracts/contract-list';
import { daysLeft } from '@kundenportal/domain/contracts/deadlines';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { formatDateDe } from '@kundenportal/domain/validation/date-bounds';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { notificationRecipients } from '../../lib/notifications/notification-recipients';
import { enqueue, type MailPayload } from '../../lib/outbox/outbox-repository';
import { createDeliveryRepository, type DeliveryRepository } from './delivery-repository';
import { contractTitle } from './repository';

const BATCH = 200;

/**
 * Tells customers by mail when an active contract's 'kündbar bis' is DEADLINE_SOON_DAYS days away or
 * fewer (the day the list starts to highlight it), once per deadline: `deadline_notified_for` keeps the
 * date told about, and a conditional update claims it, so parallel processes send it once. Contracts
 * told about a deadline still ahead are not read again. Runs with the reminders on `day` (dueUntil:
 * from 08:00 Berlin). Returns how many mails went out. `signal` ends the scan after the batch in hand (a
 * closing process: the scan reads every active contract, 450 batches in the 10,000-customer cluster).
 */
export async function deliverDeadlines(
  repository: DeliveryRepository,
  day: string,
  publicUrl: string,
  signal?: AbortSignal,
): Promise<number> {
  let sent = 0;
  let after = 0;
  while (!signal?.aborted) {
    const rows = await repository.deadlineCandidates(after, day, BATCH);
    const due = rows.flatMap((row) => {
      const deadline = presentContract(toStoredContract(row.contract), day).kuendbar_bis;
      return deadline && isDeadlineSoon({ kuendbar_bis: deadline }, day) ? [{ ...row, deadline }] : [];
    });
    if (due.length)
      sent += await repository.transaction(async (tx) => {
        const recipients = await notificationRecipients(
          tx,
          'contract_deadline',
          due.map((row) => row.contract.userId),
        );
        let mailed = 0;
        for (const { contract, email, firstName, deadline } of due) {
          const claimed = await repository.claimDeadline(tx, contract.id, deadline);
          if (!claimed || !recipients.has(contract.userId)) continue;
          await enqueue(tx, {
            channel: 'mail',
            payload: deadlineMail({
              to: { email, firstName },
              title: contractTitle(contract),
              deadline,
              days: daysLeft(day, deadline),
              contractId: contract.id,
              publicUrl,
            }),
          });
          mailed += 1;
        }
        return mailed;
      });
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]?.contract.id ?? after;
  }
  return sent;
}

/** `deliverDeadlines` on a database of its own (the tests call it so). */
export function deliverContractDeadlines(db: Db, day: string, publicUrl: string): Promise<number> {
  return deliverDeadlines(createDeliveryRepository(db), day, publicUrl);
}

export function deadlineMail(input: {
  to: { email: string; firstName: string };
  title: string;
  deadline: string;
  days: number;
  contractId: number;
  publicUrl: string;
}): MailPayload {
  const date = formatDateDe(input.deadline);
  const link = `${input.publicUrl}/#${href(paths.contractView, { id: input.contractId })}`;
  return {
    to: input.to.email,
    subject: notificationTexts.deadlineSubject(input.title, date),
    text:
      notificationTexts.deadlineText(input.to.firstName, input.title, date, input.days, link) +
      notificationTexts.mailFooter(`${input.publicUrl}/#${paths.notifications}`),
  };
}
