import type { FastifyPluginAsync } from 'fastify';

/** Liveness (process up) and readiness (database reachable), open to monitors without client headers. */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const ok = await ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable' });
  });
};
