import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/client';
import { responses } from '../lib/route-responses';
import { sameSecret } from '../lib/secret-token';

export type MetricsOptions = {
  /** METRICS_TOKEN; without it only loopback callers get the metrics. */
  token: string | undefined;
  database: Pick<Database, 'poolStats' | 'onQuery' | 'onConnection'>;
  outboxBacklog: () => Promise<{ pending: number; due: number }>;
  /** Read-view cache figures (ADR 008), read at scrape time. */
  viewCacheStats?: () => {
    hits: number;
    misses: number;
    invalidations: number;
    users: number;
    bytes: number;
  };
};

/** The scrape's answer: Prometheus' text exposition format (a 401 or 404 is the API's error body). */
const metricsResponse = {
  description: 'The metrics in Prometheus text format',
  content: {
    'text/plain': { schema: z.string().meta({ description: 'Prometheus exposition format 0.0.4' }) },
  },
};

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `GET /api/metrics` in Prometheus text format: request durations by route pattern, database pool,
 * statement durations, outbox backlog, event-loop lag and the process defaults. One registry per app
 * (tests build several apps in one process). Access rules: docs/decisions/009-resilience-and-metrics.md.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  // Hot path: one Map lookup and one observe per request; label children are made once per combination.
  const children = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/api/persons/:id`), never the raw URL: bounded label values, no ids or codes.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      child = requests.labels(request.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Duration of database statements (PGlite: those outside transactions)',
    labelNames: ['outcome'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const queryOk = queries.labels('ok');
  const queryError = queries.labels('error');
  const offQuery = options.database.onQuery((seconds, failed) =>
    (failed ? queryError : queryOk).observe(seconds),
  );

  const lost = new Counter({
    name: 'db_connection_lost_total',
    help: 'Outages of the database connection (PostgreSQL)',
    registers: [registry],
  });
  const offConnection = options.database.onConnection((event) => {
    if (event.state === 'lost') lost.inc();
  });
  app.addHook('onClose', async () => {
    offQuery();
    offConnection();
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool: open connections (total), idle ones, requests waiting for one, pool size (max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });

  new Gauge({
    name: 'outbox_messages',
    help: 'Mail and SMS not yet delivered (pending) and those of them due now (due); NaN while the database is unreachable',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const backlog = await options.outboxBacklog().catch(() => ({ pending: Number.NaN, due: Number.NaN }));
      this.set({ state: 'pending' }, backlog.pending);
      this.set({ state: 'due' }, backlog.due);
    },
  });

  const viewCacheStats = options.viewCacheStats;
  if (viewCacheStats) {
    new Gauge({
      name: 'view_cache',
      help: 'Cached read views (ADR 008, 330): hits, misses and invalidations since start, users and characters held now',
      labelNames: ['stat'] as const,
      registers: [registry],
      collect() {
        for (const [stat, value] of Object.entries(viewCacheStats())) this.set({ stat }, value);
      },
    });
  }

  // Process defaults (CPU, memory, GC, event-loop lag) start with the first scrape: apps that are never
  // scraped (tests) pay no monitor or observer.
  let defaultsStarted = false;

  app.get(
    '/api/metrics',
    {
      config: { clientCheck: false, pressureCheck: false },
      schema: {
        summary: 'Prometheus metrics (loopback callers, or Authorization: Bearer METRICS_TOKEN)',
        response: responses({ 200: metricsResponse }),
      },
    },
    async (request, reply) => {
      const access = metricsAccess(request, options.token);
      if (access !== 'allowed') {
        if (access === 'not_found') {
          return reply.status(404).send({ error: 'not_found', message: errorCatalogue.not_found.message });
        }
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: access, message: errorCatalogue[access].message });
      }
      if (!defaultsStarted) {
        collectDefaultMetrics({ register: registry });
        defaultsStarted = true;
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});

type Access = 'allowed' | 'not_found' | 'token_not_provided' | 'token_invalid';

/**
 * Loopback callers (no proxy in between) and bearers of METRICS_TOKEN get the metrics. Without a
 * token configured, the endpoint does not exist for anyone else (404); with one, a missing or wrong
 * token is 401.
 */
export function metricsAccess(request: FastifyRequest, token: string | undefined): Access {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
  if (token && given && sameSecret(given, token)) return 'allowed';
  if (isDirectLoopback(request)) return 'allowed';
  if (!token) return 'not_found';
  return given ? 'token_invalid' : 'token_not_provided';
}

/**
 * The socket's peer, not `request.ip`: with TRUST_PROXY that comes from X-Forwarded-For, which anyone
 * can send. A reverse proxy on the same host connects from loopback too, so a forwarded request never
 * counts as local.
 */
function isDirectLoopback(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}
