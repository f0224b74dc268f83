import { z } from 'zod';

/** `zuletzt_am` is written at most this often per session (ADR 213): the auth check stays a read. */
export const SESSION_TOUCH_MINUTES = 5;

/** One signed-in device of GET /api/users/sitzungen (issue 32). */
export const sitzungSchema = z.object({
  id: z.uuid(),
  geraet: z.string().meta({ description: 'the device in words, from the user agent' }),
  erstellt_am: z.string().meta({ description: 'the login, ISO 8601' }),
  zuletzt_am: z.string().meta({ description: 'the last use, ISO 8601, to a few minutes (ADR 213)' }),
  aktuell: z.boolean().meta({ description: 'the session of this request' }),
});

export const sitzungenResponseSchema = z.object({ sitzungen: z.array(sitzungSchema) });

/** DELETE /api/users/sitzungen: every other session of the customer ended, the current one kept. */
export const sitzungenEndedResponseSchema = z.object({
  beendet: z.number().int().nonnegative().meta({ description: 'how many sessions were ended' }),
});

export type Sitzung = z.infer<typeof sitzungSchema>;
export type SitzungenResponse = z.infer<typeof sitzungenResponseSchema>;
export type SitzungenEndedResponse = z.infer<typeof sitzungenEndedResponseSchema>;
