import { aliveSchema, readySchema, unavailableSchema } from '@kundenportal/domain/api/health-responses';
import type { FastifyPluginAsync } from 'fastify';
import { responses } from '../../lib/route-responses';

/**
 * Liveness (process up) and readiness (database reachable; 503 also while the process drains, shutdown.ts),
 * open to monitors without client headers.
 */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  // Neither is shed under load. Liveness: shedding it would get a busy process restarted. Readiness: a
  // balancer takes a process that is not ready out, so its load goes to the others, which then shed their
  // readiness too — in the full-size rolling restart HAProxy had no process left and answered 503 itself
  // (ADR 329). An overloaded process sheds its API requests on its own (pressure.ts).
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
      config: { clientCheck: false, pressureCheck: false },
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
