import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PoolStats } from '../../db/client';
import { healthRoutes } from './routes';

/**
 * A statement that succeeded this recently shows the database answers: readiness asks nothing of its own.
 * Under load its `select 1` waited in the pool's queue past the balancer's check timeout, and HAProxy took
 * busy processes out one after the other (1,442 of the full-size rolling restart's failures were HAProxy's
 * own 503: no process left).
 */
export const RECENT_STATEMENT_MS = 1000;

/**
 * While the pool is busy (requests wait, or no connection is idle) a statement answered within the
 * statement timeout is enough: in the full-size rolling restart every connection was held by slow statements
 * for seconds at a time, the ping queued behind them past HAProxy's 2 s check, and the balancer took the
 * serving processes out in turn (ADR 333). A database that stopped answering times those statements out,
 * which ends the shortcut.
 */
const busyPool = (stats: PoolStats | undefined) =>
  stats !== undefined && (stats.waiting > 0 || stats.idle === 0);

/** GET /api/health and /api/ready: whether the process is up, whether the database answers. */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    let lastOk = Number.NEGATIVE_INFINITY;
    // Between a lost connection and its return every check asks the database: a statement sent before the
    // loss may still succeed after it.
    let connected = true;
    // A statement refused for its SQL still shows the database answers; one that failed for its reach
    // (connection, timeout, read-only host) does not.
    const offQuery = app.database.onQuery((_seconds, _failed, unavailable) => {
      lastOk = unavailable ? Number.NEGATIVE_INFINITY : performance.now();
    });
    const offConnection = app.database.onConnection((event) => {
      connected = event.state === 'restored';
      lastOk = Number.NEGATIVE_INFINITY;
    });
    app.addHook('onClose', async () => {
      offQuery();
      offConnection();
    });
    const statementTimeoutMs = app.config.databasePool.statementTimeoutMs;
    const ping = async () => {
      const window = busyPool(app.database.poolStats()) ? statementTimeoutMs : RECENT_STATEMENT_MS;
      return (connected && performance.now() - lastOk < window) || app.database.ping();
    };
    await app.register(healthRoutes, { ping });
  },
  { name: 'health', dependencies: ['database', 'config'] },
);
