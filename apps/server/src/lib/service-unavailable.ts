import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import type { FastifyReply } from 'fastify';

/** How long a client should wait before retrying after a 503 (database outage or load shedding). */
export const RETRY_AFTER_SECONDS = 5;

/** The body of every 503: the catalogue's code and German message. */
export const serviceUnavailableBody = {
  error: 'service_unavailable',
  message: errorCatalogue.service_unavailable.message,
} as const;

/** Sets 503 and Retry-After; the caller sends `serviceUnavailableBody`. */
export function markUnavailable(reply: FastifyReply): FastifyReply {
  return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
}
