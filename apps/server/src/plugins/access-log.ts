import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type AccessLogOptions = { level: 'info' | 'debug'; slowRequestMs: number };

/**
 * One line per request (Fastify's own request logging writes two) with route pattern, status and
 * duration (ADR 008). A server error or a request slower than `slowRequestMs` is
 * logged at warn whatever the access level, so production can keep access lines at debug and still
 * see what matters.
 */
export const accessLogPlugin = fp(
  async (app: FastifyInstance, { level, slowRequestMs }: AccessLogOptions) => {
    app.addHook('onResponse', (request, reply, done) => {
      const ms = reply.elapsedTime;
      const status = reply.statusCode;
      const notable = status >= 500 || ms >= slowRequestMs;
      const logLevel = notable ? 'warn' : level;
      // A level that is off is a no-op function in pino.
      request.log[logLevel](
        // `req` goes through the logger's serializer: method, URL with secrets redacted, client address.
        { req: request, route: request.routeOptions.url ?? null, status, ms: Math.round(ms * 10) / 10 },
        notable ? (status >= 500 ? 'request failed' : 'slow request') : 'request',
      );
      done();
    });
  },
  { name: 'access-log' },
);
