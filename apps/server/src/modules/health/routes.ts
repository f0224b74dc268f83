import { aliveSchema, readySchema, unavailableSchema } from '@kundenportal/domain/api/health-responses';
import type { FastifyPluginAsync } from 'fastify';
import { responses } from '../../lib/route-responses';

/** Liveness (process up) and readiness (database reachable), open to monitors without client headers. */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  // Liveness stays 200 under load (shedding it would get a busy process restarted); readiness is shed,
  // which takes an overloaded process out of the load balancer.
  app.get(
    '/health',
    {
      config: { clientCheck: false, pressureCheck: false },
      schema: { summary: 'Whether the process is up', response: responses({ 200: aliveSchema }) },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/ready',
    {
      config: { clientCheck: false },
      schema: {
        summary: 'Whether the database is reachable',
        response: { ...responses({ 200: readySchema }), 503: unavailableSchema },
      },
    },
    async (_request, reply) => {
      const ok = await ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable' });
    },
  );
};
