import type { FieldOption } from '../forms/field-definition';
import { type InputFields, inputFieldsBody, mergedFields } from '../validation/input-fields-body';
import { parseReminderValues, type ReminderValues, reminderInputSchema } from './reminder-api';

/** A reminder save's body after its route schema: `reminderInputSchema`'s keys, as sent. */
export type ReminderBody = InputFields<typeof reminderInputSchema>;

/** What a reminder's save is checked against. */
export type ReminderSaveState = {
  /** The stored reminder on an update, null for a new one. */
  current: ReminderValues | null;
  /** The household's contracts as the `contract_id` choices (value: the id as text). */
  contracts: readonly FieldOption[];
  now: Date;
};

/**
 * A save's values: the sent fields over the stored reminder, checked against the catalogue, the
 * household's contracts and, for an unchanged date, the stored one (it may have passed).
 */
export function checkReminderSave(sent: ReminderBody, state: ReminderSaveState) {
  return parseReminderValues(mergedFields(state.current, sent), {
    now: state.now,
    contracts: state.contracts,
    storedDatum: state.current?.datum ?? null,
  });
}

/**
 * The route schema of POST /api/reminders and PUT /api/reminders/:id (ADR 140): the body's keys, then its
 * values against `stateOf(body)`, the state the route's preValidation hook read. The save checks them
 * again against the row it locks.
 */
export function reminderSaveBody(stateOf: (body: ReminderBody) => ReminderSaveState) {
  return inputFieldsBody(reminderInputSchema, (sent) => checkReminderSave(sent, stateOf(sent)));
}
