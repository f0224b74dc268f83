import { z } from 'zod';
import { reminderFields } from '../forms/catalogue/reminder';
import type { FieldDefinition, FieldOption } from '../forms/field-definition';
import { formBodyShape } from '../forms/field-schema';
import { type FormErrors, parseForm } from '../forms/validate-form';
import { reminderTexts } from '../texts/reminders';

/**
 * The reminders API of issue 10 (Wecker; spec sections 2 and 3) — the contract between server and web app.
 *
 * GET    /api/reminders               → { reminders: Reminder[] } (own and contracts', by date)
 * POST   /api/reminders ReminderInput → 201 { reminder: Reminder }
 * PUT    /api/reminders/:id ReminderInput → { reminder: Reminder }  (a field left out keeps its value)
 * DELETE /api/reminders/:id           → { success: true }
 *
 * All need config.wecker. A contract's memory_datum / memory_massage is a reminder too: it is listed
 * with `quelle: 'vertrag'` and `id: null` and changed through its contract. An unknown or another
 * customer's id answers 404 { error: 'could_not_find_reminder' }.
 */
export type Reminder = {
  /** null for a contract's reminder (edited in the contract). */
  id: number | null;
  quelle: 'eigene' | 'vertrag';
  datum: string;
  e_massage: string;
  contract_id: number | null;
  /** When its mail went out (ISO timestamp), null while pending. */
  gesendet_am: string | null;
};

export const CONTRACT_ID_FIELD = 'contract_id';

/** A contract's own reminder (memory_datum / memory_massage) as an entry of the reminders list. */
export function contractReminder(contract: {
  id: number;
  memory_datum: string;
  memory_massage: string | null;
  sentAt?: Date | null;
}): Reminder {
  return {
    id: null,
    quelle: 'vertrag',
    datum: contract.memory_datum,
    e_massage: contract.memory_massage ?? '',
    contract_id: contract.id,
    gesendet_am: contract.sentAt?.toISOString() ?? null,
  };
}

/** The reminder's fields: the catalogue's plus the optional contract, a choice among the household's. */
export function reminderInputFields(contracts: readonly FieldOption[]): FieldDefinition[] {
  return [
    ...reminderFields,
    { name: CONTRACT_ID_FIELD, title: reminderTexts.contract, type: 'dropdown', options: contracts },
  ];
}

export const REMINDER_INPUT_FIELDS: readonly string[] = [
  ...reminderFields.map((definition) => definition.name),
  CONTRACT_ID_FIELD,
];

export type ReminderValues = { datum: string; e_massage: string; contract_id: number | null };

/**
 * Checks a reminder (form texts or API values). `storedDatum` on an update: an unchanged date that
 * has passed (the reminder went out) is kept; a new or changed one is at least tomorrow.
 */
export function parseReminderValues(
  values: Readonly<Record<string, unknown>>,
  options: { now: Date; contracts: readonly FieldOption[]; storedDatum?: string | null },
): { ok: true; values: ReminderValues } | { ok: false; errors: FormErrors } {
  const keep = options.storedDatum && values.datum === options.storedDatum;
  const fields = reminderInputFields(options.contracts).map((definition) =>
    keep && definition.name === 'datum' ? { ...definition, min: undefined } : definition,
  );
  const parsed = parseForm(fields, values, { now: options.now });
  if (!parsed.ok) return parsed;
  const v = parsed.values;
  return {
    ok: true,
    values: {
      datum: String(v.datum),
      e_massage: String(v.e_massage),
      contract_id: v.contract_id === null || v.contract_id === '' ? null : Number(v.contract_id),
    },
  };
}

/** POST /api/reminders and PUT /api/reminders/:id; any other key is refused (422). */
export const reminderInputSchema = z.strictObject({
  ...formBodyShape(reminderFields),
  contract_id: z
    .union([z.number().int().positive(), z.string().max(12), z.null()])
    .optional()
    .meta({ description: 'a contract of the household, or null' }),
});

const reminderSchema = z.object({
  id: z.number().nullable(),
  quelle: z.enum(['eigene', 'vertrag']),
  datum: z.string().meta({ description: 'YYYY-MM-DD' }),
  e_massage: z.string(),
  contract_id: z.number().nullable(),
  gesendet_am: z.string().nullable(),
}) satisfies z.ZodType<Reminder>;

/** GET /api/reminders' answer. */
export const remindersResponseSchema = z.object({ reminders: z.array(reminderSchema) });

/** POST /api/reminders' (201) and PUT /api/reminders/:id's answer. */
export const reminderResponseSchema = z.object({ reminder: reminderSchema });

/** DELETE's answer (reminders, calendar feed). */
export const successResponseSchema = z.object({ success: z.literal(true) });
