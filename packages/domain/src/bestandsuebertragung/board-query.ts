import { z } from 'zod';
import { formTexts } from '../texts/form';
import { workspaceValidationTexts } from '../texts/workspace-validation';
import { isStorableText } from '../validation/storable-text';

/** Ids the database stores (int4). */
const MAX_ID = 2_147_483_647;

/**
 * GET /api/berater/bestandsuebertragungen's query (issue 29, transfer-api.ts): `?versicherer={name}` keeps
 * the transfers with a contract at that insurer as the contracts name it (the board's filter; blank: all),
 * `?kunde={customerId}` one customer's (the household page). Both only ever narrow the adviser's agency's
 * transfers: another agency's customer has none. A value given twice, an id that is no id, unstorable text
 * or another key is a 422.
 */
export const agencyTransfersQuerySchema = z.strictObject({
  versicherer: z
    .string({ error: formTexts.invalidValue })
    .trim()
    .max(255, { error: workspaceValidationTexts.tooLong(255) })
    .refine(isStorableText, { error: formTexts.invalidValue })
    .transform((value) => value || undefined)
    .optional(),
  kunde: z
    .string({ error: formTexts.invalidValue })
    .regex(/^[1-9]\d{0,9}$/, { error: formTexts.invalidValue })
    .transform(Number)
    .pipe(z.number().max(MAX_ID, { error: formTexts.invalidValue }))
    .optional(),
});
export type AgencyTransfersQuery = z.output<typeof agencyTransfersQuerySchema>;
