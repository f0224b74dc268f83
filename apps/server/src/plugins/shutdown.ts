import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { markUnavailable, serviceUnavailableBody } from '../lib/service-unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a graceful shutdown (main.ts): from now on every new request gets the API's 503
     * with Retry-After and `Connection: close`; requests already past this point finish as usual.
     */
    drain: () => void;
  }
}

/** Reads a body nobody will use to its end: a socket closed on unread bytes is reset, answer and all. */
function discardBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    // Cut off by the upload guard for being too slow.
    raw.once('error', resolve);
    raw.resume();
  });
}

/**
 * Graceful shutdown without resets (issue 27): Fastify's own answer while closing is its English 503 body,
 * sent while an upload's body is still arriving (the client then sees a reset, not the answer). Here a
 * request that comes in while the server drains is read to its end and answered with the API's 503; every
 * answer from then on closes its connection, so keep-alive clients open a new one elsewhere.
 */
export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('drain', () => {
      draining = true;
    });
    app.addHook('preClose', async () => {
      draining = true;
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!draining) return;
      await discardBody(request.raw);
      if (reply.sent) return reply;
      return markUnavailable(reply).header('connection', 'close').send(serviceUnavailableBody);
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'shutdown' },
);
