import { errorResponseSchema } from '@kundenportal/domain/api/error-response';
import { z } from 'zod';

/** An answer that is no JSON (a PDF, an image): its content type and a schema describing it. */
export type ContentResponse = { description: string; content: Record<string, { schema: z.ZodType }> };

/**
 * A route's `schema.response`: its own answers (status → the domain's zod schema) and the error body for
 * every 4xx and 5xx (401, 403, 404, 422, 429, 503 …), so the OpenAPI document describes every answer.
 * Answers are serialised through these schemas (lib/response-serializer.ts): a key the schema does not
 * list is not sent, so each 2xx schema is typed against the domain's API type (`satisfies
 * z.ZodType<…>`): a forgotten field fails the type check.
 */
export function responses<R extends Record<number, z.ZodType | ContentResponse>>(answers: R) {
  return { ...answers, '4xx': errorResponseSchema, '5xx': errorResponseSchema };
}

/** A 204 without body: the handler sends `null`, which Fastify answers with no body. */
export const noContent = z.null().meta({ description: 'No content' });
