import { overdueReminder } from '@kundenportal/domain/bestandsuebertragung/notices';
import { needsOverdueReminder } from '@kundenportal/domain/bestandsuebertragung/transfer-steps';
import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { enqueue } from '../../../lib/outbox/outbox-repository';
import type { OverdueCandidate, OverdueRepository } from './overdue-repository';

/**
 * The agency's reminder of an insurer that has not answered a letter within six calendar weeks (issue 29,
 * ADR 164): on the reminder worker's first run from `overdueSince` on, one mail per transfer, insurer and
 * sending to the agency's address (or each adviser's), naming the contracts; `erinnert_am` keeps it from
 * going out twice for that sending (sent again, the letter may be reminded again). Answers the mails queued.
 */
export async function remindOverdueTransfers(
  repository: OverdueRepository,
  now: Date,
  publicUrl: string,
): Promise<number> {
  const today = isoDateIn(now);
  return repository.transaction(async (tx) => {
    const due = (await repository.candidates(tx, today)).filter((row) => needsOverdueReminder(row, now));
    let sent = 0;
    for (const group of lettersOf(due)) {
      const recipients = await repository.agencyRecipients(tx, group.agencyId);
      const mail = overdueReminder({
        customer: group.customer,
        versicherer: group.versicherer,
        sentOn: group.gesendetAm,
        numbers: group.rows.map((row) => row.nummer),
        link: `${publicUrl}/#${workspacePaths.transfers}`,
      });
      for (const to of recipients)
        await enqueue(tx, { channel: 'mail', payload: { to, ...mail, customerId: group.userId } });
      sent += recipients.length;
    }
    await repository.markReminded(
      tx,
      due.map((row) => row.id),
      today,
    );
    return sent;
  });
}

/** The overdue contracts by letter: one transfer, insurer and day of sending. */
function lettersOf(rows: readonly OverdueCandidate[]) {
  const groups = new Map<string, OverdueCandidate & { rows: OverdueCandidate[] }>();
  for (const row of rows) {
    const key = JSON.stringify([row.transferId, row.versicherer, row.gesendetAm]);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { ...row, rows: [row] });
  }
  return [...groups.values()];
}
