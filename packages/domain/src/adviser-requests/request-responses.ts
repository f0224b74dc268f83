import { z } from 'zod';
import type { DamageReport } from './damage-report-api';
import { REQUEST_STATUSES, type RequestStatus } from './request-kinds';

/** The answers of the customer's requests to the adviser, for the route schemas. */

/** POST /api/kontaktanfrage, /api/users/Kundenempfehlung, /api/anfrage, /api/support (201). */
export type RequestSent = { success: true; id: number; message: string };
export const requestSentSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  message: z.string().meta({ description: 'what to tell the customer' }),
}) satisfies z.ZodType<RequestSent>;

const status = z.enum(REQUEST_STATUSES);

/** GET /api/schadensmeldung */
export const damageReportSchema = z.object({
  id: z.number().int(),
  schaden_subject: z.string(),
  schaden_content: z.string(),
  vertrag_id: z.number().int().nullable(),
  vertrag: z.string().nullable(),
  status,
  erstellt_am: z.string(),
  gesendet_am: z.string().nullable(),
  dokumente: z.number().int(),
}) satisfies z.ZodType<DamageReport>;
export const damageReportsSchema = z.object({ schadensmeldungen: z.array(damageReportSchema) });

/** POST /api/schadensmeldung (201): the report's id; `message` null while it is a draft. */
export type DamageReportCreated = { id: number; status: RequestStatus; message: string | null };
export const damageReportCreatedSchema = z.object({
  id: z.number().int(),
  status,
  message: z.string().nullable(),
}) satisfies z.ZodType<DamageReportCreated>;

/** POST /api/schadensmeldung/{id}/senden: the draft is sent. */
export type DamageReportSent = { id: number; status: 'eingegangen'; message: string };
export const damageReportSentSchema = z.object({
  id: z.number().int(),
  status: z.literal('eingegangen'),
  message: z.string(),
}) satisfies z.ZodType<DamageReportSent>;

/** GET /api/berater/schadensmeldung/{id}/anhaenge.zip: the report's files as one zip (streamed). */
export const attachmentsZipResponse = {
  description: 'The damage report’s attachments as a zip file (streamed, as a download)',
  content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
};
