import { z } from 'zod';

/**
 * The body of every refusal and failure (4xx, 5xx): a code of errors/error-codes.ts, its German message,
 * and for a 422 the 'field=>message' entries. Route schemas name it for each error status
 * (apps/server/src/lib/route-responses.ts), so the document shows every answer.
 */
export const errorResponseSchema = z
  .object({
    error: z.string().meta({ description: 'a code of the error catalogue, e.g. not_found' }),
    message: z.string().meta({ description: 'the German message to show' }),
    errors: z
      .array(z.string())
      .optional()
      .meta({ description: "422 only: 'field=>message' entries (a fieldless one is a toast)" }),
  })
  .meta({ description: 'A refusal or failure' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
