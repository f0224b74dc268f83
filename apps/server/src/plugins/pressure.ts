import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PoolStats } from '../db/client';
import { markUnavailable, RETRY_AFTER_SECONDS, serviceUnavailableBody } from '../lib/service-unavailable';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` keeps a route answering under load (liveness, metrics: a monitor must see the overload). */
    pressureCheck?: boolean;
    /** Whether the route needs a session (set for every route from its authenticate hook, app.ts). */
    signedIn?: boolean;
  }
}

export type PressureOptions = {
  /** Mean event-loop delay (ms) over one sample above which requests are shed; 0 = off. */
  maxEventLoopDelayMs: number;
  /** Requests waiting for a pool connection above which requests are shed; 0 = off. */
  maxDbWaiting: number;
  /**
   * …once the oldest of them has waited this long (ms; default 0: the count alone). A queue that long for a
   * moment is a burst after a pause of the process, cleared in milliseconds, not an overload (ADR 338).
   */
  maxDbWaitMs?: number;
  poolStats: () => PoolStats | undefined;
  sampleIntervalMs?: number;
};

type Reason = 'eventLoopDelay' | 'databasePoolWaiting';
const READS = new Set(['GET', 'HEAD']);

/**
 * Load shedding: when the event loop lags or the database pool has a queue, new requests get
 * 503 + Retry-After at once instead of waiting in a queue that only grows.
 */
export const pressurePlugin = fp(async (app: FastifyInstance, options: PressureOptions) => {
  // Under load one warning per 10 s with the count, not a line per shed request.
  let shedSinceLog = 0;
  let lastLog = 0;
  const shed = (request: FastifyRequest, reply: FastifyReply, reason: Reason) => {
    if (request.routeOptions.config?.pressureCheck === false) return false;
    // Only the API is shed. The app's own files cost nothing to send, and a chunk answered 503 (the PDF
    // viewer's, right after a form's preview held the loop) threw the form page away (issue 27, item 3).
    if (!request.url.startsWith('/api/')) return false;
    shedSinceLog += 1;
    const now = Date.now();
    if (now - lastLog >= 10_000) {
      request.log.warn({ reason, shed: shedSinceLog }, 'under pressure: requests shed with 503');
      shedSinceLog = 0;
      lastLog = now;
    }
    markUnavailable(reply);
    return true;
  };

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs ?? 1000,
    retryAfter: RETRY_AFTER_SECONDS,
    // It only measures: the hook below sheds. (Its handler sends what the handler returns; ours sent the
    // answer itself and returned nothing, so the shed request went on to its route — ADR 329.)
    pressureHandler: () => {},
  });

  const poolQueued = () => {
    if (options.maxDbWaiting <= 0) return false;
    const stats = options.poolStats();
    if (stats === undefined || stats.waiting <= options.maxDbWaiting) return false;
    return (stats.oldestWaitMs ?? Number.POSITIVE_INFINITY) >= (options.maxDbWaitMs ?? 0);
  };
  // A lagging loop sheds reads and what needs no session (a login's scrypt, a flood of sign-ups), not a
  // signed-in user's write: refused, that is a message not sent, and a balancer resends only reads, since a
  // write it sent may have been done (ADR 333). A full pool queue sheds everything: a write would only wait
  // out its connection timeout.
  const shedOnLag = (request: FastifyRequest) =>
    READS.has(request.method) || !request.routeOptions.config?.signedIn;
  app.addHook('onRequest', (request, reply, done) => {
    const reason: Reason | null =
      app.isUnderPressure() && shedOnLag(request)
        ? 'eventLoopDelay'
        : poolQueued()
          ? 'databasePoolWaiting'
          : null;
    if (reason && shed(request, reply, reason)) {
      reply.send(serviceUnavailableBody);
      return;
    }
    done();
  });
});
