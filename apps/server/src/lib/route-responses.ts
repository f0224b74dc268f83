import { errorResponseSchema } from '@kundenportal/domain/api/error-response';
import { z } from 'zod';

/**
 * A route's `schema.response`: its own answers (status → the domain's zod schema) and the error body for
 * every 4xx and 5xx (401, 403, 404, 422, 429, 503 …), so the OpenAPI document describes every answer.
 * Answers are serialised through these schemas: a key a schema does not list would be dropped, so each
 * schema is typed against the domain's API type (`satisfies z.ZodType<…>`).
 */
export function responses<R extends Record<number, z.ZodType>>(answers: R) {
  return { ...answers, '4xx': errorResponseSchema, '5xx': errorResponseSchema };
}

/** A 204 without body: the handler sends `null`, which Fastify answers with no body. */
export const noContent = z.null().meta({ description: 'No content' });
