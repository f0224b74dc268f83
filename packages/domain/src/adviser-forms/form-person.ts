import { z } from 'zod';
import { formTexts } from '../texts/form';

/** Ids the database stores (int4). */
const MAX_ID = 2_147_483_647;

/**
 * GET and POST /api/forms/{key}?person={id} (ADR 183): the household's person the form is filled in for —
 * that person's data prefill it, and the signed form is theirs (filed under them, and the Vollmacht of a
 * Bestandsübertragung of their contracts). Without it, the main person as before; another household's or
 * an unknown id is 404 `not_found`.
 */
export const formPersonQuerySchema = z.strictObject({
  person: z
    .string({ error: formTexts.invalidValue })
    .regex(/^[1-9]\d{0,9}$/, { error: formTexts.invalidValue })
    .transform(Number)
    .pipe(z.number().max(MAX_ID, { error: formTexts.invalidValue }))
    .optional()
    .meta({ description: 'a person of the household the form is for (default: the main person)' }),
});
export type FormPersonQuery = z.output<typeof formPersonQuerySchema>;

/** The adviser form page's address parameter naming that person (the web passes it on to the API). */
export const FORM_PERSON_PARAM = 'person';
