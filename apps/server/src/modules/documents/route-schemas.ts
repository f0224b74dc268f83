import { documentAnswerSchema } from '@kundenportal/domain/documents/document-responses';
import { z } from 'zod';
import { responses } from '../../lib/route-responses';

/**
 * The path parameters of the documents routes, as documented (the queries: the domain's document-queries.ts). Ids, owner types and file names
 * are checked by the routes (404 for anything that names no document of the customer), not here.
 */

export const fileParams = z.object({ id: z.string(), filename: z.string() });
export const uploadParams = z.object({ type: z.string(), id: z.string() });
export const changeParams = z.object({ type: z.string(), id: z.string(), filename: z.string() });

/**
 * A multipart upload of a customer's document: no JSON body to validate, its fields
 * in `description` (the use case reads the stream and answers their 422s); answers the stored document.
 */
export function uploadSchema(summary: string, description: string, params: z.ZodType) {
  return { summary, description, params, response: responses({ 201: documentAnswerSchema }) };
}
