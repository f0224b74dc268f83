import { presentContract } from '@kundenportal/domain/contracts/contract-api';
import { dueUntil } from '@kundenportal/domain/reminders/reminder-schedule';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { contracts, reminders, users } from '../../db/schema';
import { notificationRecipients } from '../../lib/notifications/notification-recipients';
import { enqueue } from '../../lib/outbox/outbox-repository';
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
export async function deliverDueReminders(db: Db, now: Date, publicUrl: string): Promise<number> {
  const due = dueUntil(now);
  const today = isoDateIn(now);
  let sent = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ reminder: reminders, email: users.email, firstName: users.firstName, contract: contracts })
        .from(reminders)
        .innerJoin(users, eq(users.id, reminders.userId))
        .leftJoin(contracts, eq(contracts.id, reminders.contractId))
        .where(and(isNull(reminders.sentAt), lte(reminders.datum, due)))
        .orderBy(asc(reminders.id))
        .limit(BATCH)
        .for('update', { of: reminders, skipLocked: true });
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
        await tx.update(reminders).set({ sentAt: now }).where(inArray(reminders.id, ids));
      }
      return { claimed: rows.length, mailed };
    });
    sent += count.mailed;
    if (count.claimed < BATCH) break;
  }
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ contract: contracts, email: users.email, firstName: users.firstName })
        .from(contracts)
        .innerJoin(users, eq(users.id, contracts.userId))
        .where(
          and(
            isNull(contracts.memorySentAt),
            isNotNull(contracts.memoryDatum),
            lte(contracts.memoryDatum, due),
          ),
        )
        .orderBy(asc(contracts.id))
        .limit(BATCH)
        .for('update', { of: contracts, skipLocked: true });
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
        await tx.update(contracts).set({ memorySentAt: now }).where(inArray(contracts.id, ids));
      }
      return { claimed: rows.length, mailed };
    });
    sent += count.mailed;
    if (count.claimed < BATCH) break;
  }
  return sent;
}
