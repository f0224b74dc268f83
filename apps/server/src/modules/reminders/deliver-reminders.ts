import { presentContract } from '@kundenportal/domain/contracts/contract-api';
import { dueUntil } from '@kundenportal/domain/reminders/reminder-schedule';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { notificationRecipients } from '../../lib/notifications/notification-recipients';
import { enqueue } from '../../lib/outbox/outbox-repository';
import { createDeliveryRepository, type DeliveryRepository } from './delivery-repository';
import { reminderMail } from './reminder-mail';
import { contractTitle } from './repository';

const BATCH = 100;

/**
 * Sends every reminder due at `now` (its day has come and it is 08:00 Berlin or later; earlier days a
 * stopped server missed are caught up) as a mail through the outbox: each batch is claimed with
 * FOR UPDATE SKIP LOCKED, and its mails are enqueued and the reminders marked sent in the same
 * transaction — so several server processes never send one twice, and a crash sends it later, not
 * never. A customer who turned the reminder mails off (or has no reminders, config.wecker) gets none;
 * the reminder counts as done all the same. Returns how many mails went out.
 */
export async function deliverReminders(
  repository: DeliveryRepository,
  now: Date,
  publicUrl: string,
): Promise<number> {
  const due = dueUntil(now);
  const today = isoDateIn(now);
  let sent = 0;
  for (;;) {
    const count = await repository.transaction(async (tx) => {
      const rows = await repository.claimDueReminders(tx, due, BATCH);
      const recipients = await notificationRecipients(
        tx,
        'reminder_due',
        rows.map((row) => row.reminder.userId),
      );
      let mailed = 0;
      for (const { reminder, email, firstName, contract } of rows) {
        if (!recipients.has(reminder.userId)) continue;
        const deadlines = contract ? presentContract(toStoredContract(contract), today) : null;
        const mail = reminderMail({
          to: { email, firstName },
          datum: reminder.datum,
          message: reminder.eMassage,
          contract: contract
            ? {
                id: contract.id,
                title: contractTitle(contract),
                gesellschaft: contract.gesellschaft,
                nummer: contract.nummer,
                kuendbarBis: deadlines?.kuendbar_bis ?? null,
              }
            : null,
          publicUrl,
        });
        await enqueue(tx, { channel: 'mail', payload: mail });
        mailed += 1;
      }
      if (rows.length) {
        const ids = rows.map((row) => row.reminder.id);
        await repository.markRemindersSent(tx, ids, now);
      }
      return { claimed: rows.length, mailed };
    });
    sent += count.mailed;
    if (count.claimed < BATCH) break;
  }
  for (;;) {
    const count = await repository.transaction(async (tx) => {
      const rows = await repository.claimDueContractReminders(tx, due, BATCH);
      const recipients = await notificationRecipients(
        tx,
        'reminder_due',
        rows.map((row) => row.contract.userId),
      );
      let mailed = 0;
      for (const { contract, email, firstName } of rows) {
        if (!recipients.has(contract.userId)) continue;
        const presented = presentContract(toStoredContract(contract), today);
        const mail = reminderMail({
          to: { email, firstName },
          datum: contract.memoryDatum as string,
          message: contract.memoryMassage ?? '',
          contract: {
            id: contract.id,
            title: contractTitle(contract),
            gesellschaft: contract.gesellschaft,
            nummer: contract.nummer,
            kuendbarBis: presented.kuendbar_bis,
          },
          publicUrl,
        });
        await enqueue(tx, { channel: 'mail', payload: mail });
        mailed += 1;
      }
      if (rows.length) {
        const ids = rows.map((row) => row.contract.id);
        await repository.markContractRemindersSent(tx, ids, now);
      }
      return { claimed: rows.length, mailed };
    });
    sent += count.mailed;
    if (count.claimed < BATCH) break;
  }
  return sent;
}

/** `deliverReminders` on a database of its own (the tests call it so). */
export function deliverDueReminders(db: Db, now: Date, publicUrl: string): Promise<number> {
  return deliverReminders(createDeliveryRepository(db), now, publicUrl);
}
