import { z } from 'zod';
import { messages } from '../texts/messages';
import { retainedRecordSchema } from './retention';

/**
 * Konto löschen (issue 32, Art. 17 DSGVO, ADR 239) — fixed by the issue:
 *
 * POST   /api/users/loeschen { password } → 202 { loeschung: { faellig_am } } (wrong password: 422 at `password`)
 * DELETE /api/users/loeschen              → { loeschung: null, aufbewahrung } (the request is cancelled)
 * GET    /api/users/loeschen              → { loeschung: { faellig_am } | null, aufbewahrung } (ours: the app
 *                                            shows it; what a retention duty keeps, ADR 245)
 */

/** Days between the request and the erasure: the customer may change their mind until then. */
export const ACCOUNT_ERASURE_GRACE_DAYS = 14;

/** When the erasure is due, from when it was asked. */
export const erasureDueAt = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + ACCOUNT_ERASURE_GRACE_DAYS * 24 * 3600 * 1000);

/** A password is at most this long (the policy's 50, with room for an older one). */
const PASSWORD_MAX = 200;

export const accountErasureBodySchema = z.strictObject({
  password: z.string({ error: messages.required }).min(1, messages.required).max(PASSWORD_MAX),
});
export type AccountErasureBody = z.infer<typeof accountErasureBodySchema>;

export const accountErasureSchema = z.object({
  faellig_am: z.string().meta({ description: 'when the account is erased (ISO time)' }),
});

export const accountErasureRequestedSchema = z.object({ loeschung: accountErasureSchema });
export const accountErasureStateSchema = z.object({
  loeschung: accountErasureSchema.nullable(),
  aufbewahrung: z.array(retainedRecordSchema).meta({
    description:
      'the signed forms a retention duty keeps after the erasure (restricted, then deleted after the day; ADR 245)',
  }),
});
export type AccountErasureState = z.infer<typeof accountErasureStateSchema>;

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A time of the erasure as its day is shown (DD.MM.YYYY, the day in Europe/Berlin). */
export const erasureDay = (at: Date | string): string => dayFormat.format(new Date(at));
