import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { checkReminderSave, type ReminderBody } from '@kundenportal/domain/reminders/reminder-save';
import { AppError, ValidationError } from '../../lib/app-error';
import { storedValues } from './reminder-save-state';
import { type RemindersRepository, reminderColumns, toReminder } from './repository';

/**
 * Create (`id` null) or update an own reminder; an update keeps what the body leaves out. A changed
 * date is sent again on its day (sent_at cleared). The row is locked for the save. The route schema
 * checked the body against the state it read (ADR 140); it is checked again against the locked row,
 * which a save in between may have changed.
 */
export async function saveReminder(
  repository: RemindersRepository,
  userId: number,
  id: number | null,
  body: ReminderBody,
  now: Date,
): Promise<{ reminder: Reminder }> {
  return repository.transaction(async (tx) => {
    let current: Reminder | null = null;
    if (id !== null) {
      const row = await repository.lock(tx, userId, id);
      if (!row) throw new AppError('could_not_find_reminder');
      current = toReminder(row);
    }
    const contracts = await repository.contractChoices(userId, tx);
    const parsed = checkReminderSave(body, { current: current && storedValues(current), contracts, now });
    if (!parsed.ok) throw new ValidationError(toErrorEntries(parsed.errors));
    const columns = reminderColumns(parsed.values);
    const row =
      id === null
        ? await repository.insert(tx, userId, columns)
        : await repository.update(tx, userId, id, columns, {
            updatedAt: now,
            resend: current?.datum !== parsed.values.datum,
          });
    if (!row) throw new AppError('could_not_find_reminder');
    return { reminder: toReminder(row) };
  });
}
