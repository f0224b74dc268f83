import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

/**
 * A statement that succeeded this recently shows the database answers: readiness asks nothing of its own.
 * Under load its `select 1` waited in the pool's queue past the balancer's check timeout, and HAProxy took
 * busy processes out one after the other (1,442 of the full-size rolling restart's failures were HAProxy's
 * own 503: no process left).
 */
export const RECENT_STATEMENT_MS = 1000;

/** GET /api/health and /api/ready: whether the process is up, whether the database answers. */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    let lastOk = Number.NEGATIVE_INFINITY;
    // Between a lost connection and its return every check asks the database: a statement sent before the
    // loss may still succeed after it.
    let connected = true;
    const offQuery = app.database.onQuery((_seconds, failed) => {
      lastOk = failed ? Number.NEGATIVE_INFINITY : performance.now();
    });
    const offConnection = app.database.onConnection((event) => {
      connected = event.state === 'restored';
      lastOk = Number.NEGATIVE_INFINITY;
    });
    app.addHook('onClose', async () => {
      offQuery();
      offConnection();
    });
    const ping = async () =>
      (connected && performance.now() - lastOk < RECENT_STATEMENT_MS) || app.database.ping();
    await app.register(healthRoutes, { ping });
  },
  { name: 'health', dependencies: ['database'] },
);
