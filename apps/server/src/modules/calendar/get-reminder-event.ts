import type { EventAttributes } from 'ics';
import { AppError } from '../../lib/app-error';
import { reminderEvent } from './calendar-file';
import type { CalendarRepository } from './repository';

/** An own reminder as an event (404 when it is not the customer's). */
export async function getReminderEvent(
  repository: CalendarRepository,
  userId: number,
  reminderId: number,
  publicUrl: string,
): Promise<EventAttributes> {
  const row = await repository.reminderWithContract(userId, reminderId);
  if (!row) throw new AppError('could_not_find_reminder');
  const { reminder, contract } = row;
  return reminderEvent(
    {
      id: reminder.id,
      quelle: 'eigene',
      datum: reminder.datum,
      e_massage: reminder.eMassage,
      contract_id: reminder.contractId,
      gesendet_am: null,
    },
    contract,
    publicUrl,
  );
}
