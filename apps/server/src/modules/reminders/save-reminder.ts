import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import {
  parseReminderValues,
  type Reminder,
  type ReminderBody,
} from '@kundenportal/domain/reminders/reminder-api';
import { AppError, ValidationError } from '../../lib/app-error';
import { type RemindersRepository, reminderColumns, toReminder } from './repository';

/**
 * Create (`id` null) or update an own reminder; an update keeps what the body leaves out. A changed
 * date is sent again on its day (sent_at cleared). The row is locked for the save. The body's keys are
 * the route schema's (`reminderBody`, ADR 140); its values are checked here against the merged reminder
 * and the household's contracts.
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
    const values: Record<string, unknown> = current
      ? { datum: current.datum, e_massage: current.e_massage, contract_id: current.contract_id }
      : {};
    for (const [key, value] of Object.entries(body)) if (value !== undefined) values[key] = value;
    const parsed = parseReminderValues(values, {
      now,
      contracts: await repository.contractChoices(userId, tx),
      storedDatum: current?.datum ?? null,
    });
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
