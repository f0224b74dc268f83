import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import {
  parseReminderValues,
  REMINDER_INPUT_FIELDS,
  type Reminder,
} from '@kundenportal/domain/reminders/reminder-api';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { messages } from '@kundenportal/domain/texts/messages';
import { AppError, ValidationError } from '../../lib/app-error';
import { type RemindersRepository, reminderColumns, toReminder } from './repository';

/**
 * Create (`id` null) or update an own reminder; an update keeps what the body leaves out. A changed
 * date is sent again on its day (sent_at cleared). The row is locked for the save.
 */
export async function saveReminder(
  repository: RemindersRepository,
  userId: number,
  id: number | null,
  body: unknown,
  now: Date,
): Promise<{ reminder: Reminder }> {
  return repository.transaction(async (tx) => {
    let current: Reminder | null = null;
    if (id !== null) {
      const row = await repository.lock(tx, userId, id);
      if (!row) throw new AppError('could_not_find_reminder');
      current = toReminder(row);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ValidationError([messages.validationFailed]);
    const sent = body as Record<string, unknown>;
    const unknown = Object.keys(sent).filter((key) => !REMINDER_INPUT_FIELDS.includes(key));
    if (unknown.length)
      throw new ValidationError(unknown.map((key) => `${key}=>${unknownFieldTexts.unknown}`));
    const values: Record<string, unknown> = current
      ? { datum: current.datum, e_massage: current.e_massage, contract_id: current.contract_id }
      : {};
    for (const key of REMINDER_INPUT_FIELDS) if (sent[key] !== undefined) values[key] = sent[key];
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
