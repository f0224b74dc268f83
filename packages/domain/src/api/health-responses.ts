import { z } from 'zod';
import { errorResponseSchema } from './error-response';

/** GET /api/health: the process is up. */
export const aliveSchema = z.object({ status: z.literal('ok') });

/** GET /api/ready: the database is reachable. */
export const readySchema = z.object({ status: z.literal('ready') });

/** GET /api/ready's 503: the database is unreachable ({ status }), or the request was shed under load (the error body). */
export const unavailableSchema = z.union([
  z.object({ status: z.literal('unavailable') }),
  errorResponseSchema,
]);
