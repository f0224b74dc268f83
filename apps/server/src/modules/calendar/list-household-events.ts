import type { UserConfig } from '@kundenportal/domain/account/config-flags';
import { presentContract } from '@kundenportal/domain/contracts/contract-api';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { EventAttributes } from 'ics';
import { toStoredContract } from '../../db/contract-row';
import { contractReminderEvent, deadlineEvent, reminderEvent } from './calendar-file';
import type { CalendarRepository } from './repository';

/** Every deadline and reminder of a household the customer may see (contracts with vertrag_list, reminders with wecker). */
export async function listHouseholdEvents(
  repository: CalendarRepository,
  userId: number,
  config: UserConfig,
  now: Date,
  publicUrl: string,
): Promise<EventAttributes[]> {
  const today = isoDateIn(now);
  const rows = await repository.listContracts(userId);
  const presented = rows.map((row) => presentContract(toStoredContract(row), today));
  const byId = new Map(presented.map((contract) => [contract.id, contract]));
  const events: EventAttributes[] = [];
  if (contractRights({ config }).list) {
    for (const contract of presented) {
      const event = deadlineEvent(contract, publicUrl);
      if (event) events.push(event);
    }
  }
  if (config.wecker) {
    for (const row of await repository.listReminders(userId)) {
      const reminder: Reminder = {
        id: row.id,
        quelle: 'eigene',
        datum: row.datum,
        e_massage: row.eMassage,
        contract_id: row.contractId,
        gesendet_am: null,
      };
      events.push(
        reminderEvent(reminder, row.contractId ? (byId.get(row.contractId) ?? null) : null, publicUrl),
      );
    }
    for (const contract of presented) {
      const event = contractReminderEvent(contract, publicUrl);
      if (event) events.push(event);
    }
  }
  return events;
}
