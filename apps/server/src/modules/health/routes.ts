import { errorResponseSchema } from '@kundenportal/domain/api/error-response';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { responses } from '../../lib/route-responses';

const alive = z.object({ status: z.literal('ok') });
const ready = z.object({ status: z.literal('ready') });
// The database is unreachable ({ status }), or the request was shed under load (the error body).
const unavailable = z.union([z.object({ status: z.literal('unavailable') }), errorResponseSchema]);

/** Liveness (process up) and readiness (database reachable), open to monitors without client headers. */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  // Liveness stays 200 under load (shedding it would get a busy process restarted); readiness is shed,
  // which takes an overloaded process out of the load balancer.
  app.get(
    '/health',
    {
      config: { clientCheck: false, pressureCheck: false },
      schema: { summary: 'Whether the process is up', response: responses({ 200: alive }) },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/ready',
    {
      config: { clientCheck: false },
      schema: {
        summary: 'Whether the database is reachable',
        response: { ...responses({ 200: ready }), 503: unavailable },
      },
    },
    async (_request, reply) => {
      const ok = await ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable' });
    },
  );
};
