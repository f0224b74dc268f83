import type { Reminder, ReminderValues } from '@kundenportal/domain/reminders/reminder-api';
import {
  type ReminderBody,
  type ReminderSaveState,
  reminderSaveBody,
} from '@kundenportal/domain/reminders/reminder-save';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { bodyContext } from '../../lib/body-context';
import { type RemindersRepository, toReminder } from './repository';

/** What a save merges the body over: the stored reminder's own fields. */
export function storedValues({ datum, e_massage, contract_id }: Reminder): ReminderValues {
  return { datum, e_massage, contract_id };
}

/**
 * A save's route schema and the preValidation step that reads what it is checked against (ADR 140): the
 * stored reminder (the path's, the customer's: 404 otherwise) and the household's contracts, kept by the
 * body (`lib/body-context.ts`). Nothing is read for a body that is no object: its schema refuses it as is.
 */
export function reminderSaveState(repository: RemindersRepository, now: () => Date) {
  const kept = bodyContext<ReminderSaveState>();
  return {
    body: reminderSaveBody((body: ReminderBody) => kept.of(body)),
    /** Reads and keeps the state of a new reminder (`id` null) or of the customer's reminder. */
    async keep(request: FastifyRequest, userId: number, id: number | null): Promise<void> {
      const row = id === null ? null : await repository.find(userId, id);
      if (id !== null && !row) throw new AppError('could_not_find_reminder');
      if (typeof request.body !== 'object' || request.body === null) return;
      const current = row && storedValues(toReminder(row));
      kept.keep(request, { current, contracts: await repository.contractChoices(userId), now: now() });
    },
  };
}
