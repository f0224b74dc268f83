import { z } from 'zod';
import { queryValueSchema } from '../api/query-value';

/** The path of a damage report of the customer's (the route's ownership check answers 404, ADR 100). */
export const damageReportParamsSchema = z.object({
  id: z.string().meta({ description: 'an own damage report' }),
});

/** GET /api/berater/schadensmeldung/{id}/anhaenge.zip: the signed ticket (the route checks it). */
export const attachmentsZipQuerySchema = z
  .object({
    ticket: queryValueSchema.meta({ description: 'the signed ticket of the link in the adviser’s mail' }),
  })
  .partial();
export type AttachmentsZipQuery = z.infer<typeof attachmentsZipQuerySchema>;
