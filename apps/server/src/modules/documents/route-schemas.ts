import { documentAnswerSchema } from '@kundenportal/domain/documents/document-responses';
import { z } from 'zod';
import { responses } from '../../lib/route-responses';

/**
 * The path and query parameters of the documents routes, as documented. Ids, owner types and file names
 * are checked by the routes (404 for anything that names no document of the customer), not here.
 */

export const ownerParams = z.object({ id: z.string() });
export const fileParams = z.object({ id: z.string(), filename: z.string() });
export const uploadParams = z.object({ type: z.string(), id: z.string() });
export const changeParams = z.object({ type: z.string(), id: z.string(), filename: z.string() });

/** A query value as the parser gives it (a repeated key is a list). */
const queryValue = z.union([z.string(), z.array(z.string())]);

export const ticketQuery = z
  .object({
    type: queryValue.meta({ description: 'person, contract or inquire' }),
    id: queryValue,
    filename: queryValue,
  })
  .partial();

export const fileQuery = z
  .object({
    token: queryValue.meta({ description: 'the ticket of GET /api/documents/ticket' }),
    disposition: queryValue.meta({ description: "'attachment' to download instead of showing" }),
  })
  .partial();

/**
 * A multipart upload of a customer's document: no JSON body to validate, its fields
 * in `description` (the use case reads the stream and answers their 422s); answers the stored document.
 */
export function uploadSchema(summary: string, description: string, params: z.ZodType) {
  return { summary, description, params, response: responses({ 201: documentAnswerSchema }) };
}
