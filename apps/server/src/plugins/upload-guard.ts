import type { IncomingMessage } from 'node:http';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadLimits } from '../config';
import { AppError } from '../lib/app-error';
import { createBodyRateWatch } from '../lib/body-rate';

/** How long a client refused for too many uploads at once should wait. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

const slowBody = JSON.stringify({
  error: 'upload_too_slow',
  message: errorCatalogue.upload_too_slow.message,
});

const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

const ignore = () => undefined;

/** Whether something consumes the body: a parser's 'data' listener, or a body resumed to be discarded. */
const isBeingRead = (request: IncomingMessage) =>
  request.listenerCount('data') > 0 || request.readableFlowing === true;
const READ_CHECK_MS = 50;

/**
 * Every upload route at once (documents, chat attachments, picture, agency logo and photo, provided
 * documents, any later multipart route), issue 27: a body that arrives slower than `minBytes` per
 * `windowMs` is cut off with 408 and the API's error body, whatever route reads it (each route's own
 * cleanup removes what it wrote, as for a broken body); at most `maxPerSession` and `maxPerIp` multipart
 * requests run at once, more get 429 with Retry-After before a byte of theirs is read.
 */
export const uploadGuardPlugin = fp(
  async (app: FastifyInstance, limits: UploadLimits) => {
    const watch = createBodyRateWatch(limits);
    app.addHook('onClose', async () => watch.close());
    const cut = new WeakSet<IncomingMessage>();

    function cutOff(request: FastifyRequest, reply: FastifyReply) {
      const raw = request.raw;
      if (reply.raw.headersSent) {
        // Answered already (refused before its body was read): only the body still held the connection.
        raw.socket.destroy();
        return;
      }
      request.log.info({ route: request.routeOptions.url ?? null }, 'request body too slow: cut off');
      // The reader (multipart's parser, Fastify's JSON reader, a body discarded while draining) fails with
      // this, the route cleans up as for a broken body, and onSend below turns its answer into the 408.
      const fail = () => {
        cut.add(raw);
        raw.on('error', ignore);
        raw.emit('error', new AppError('upload_too_slow'));
      };
      if (isBeingRead(raw)) return fail();
      // The route has not started reading (still checking rights): it fails the moment it does; if it
      // answers without reading, the connection closes after that answer.
      const waiting = setInterval(() => {
        if (reply.raw.headersSent || raw.socket.destroyed) {
          clearInterval(waiting);
          if (reply.raw.writableFinished) raw.socket.destroySoon();
          else reply.raw.once('finish', () => raw.socket.destroySoon());
        } else if (isBeingRead(raw)) {
          clearInterval(waiting);
          fail();
        }
      }, READ_CHECK_MS);
      waiting.unref();
    }

    app.addHook('onRequest', (request, reply, done) => {
      if (hasBody(request.raw)) watch.watch(request.raw, () => cutOff(request, reply));
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!cut.has(request.raw) || reply.statusCode === 408) return payload;
      reply.code(408).header('connection', 'close').type('application/json; charset=utf-8');
      return slowBody;
    });

    const running = new Map<string, number>();
    const release = (keys: string[]) => {
      for (const key of keys) {
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      }
    };

    // After the route's own onRequest (the session is known), before the route reads the body.
    app.addHook('preValidation', async (request, reply) => {
      if (!isMultipart(request) || !hasBody(request.raw)) return;
      const limited: [string, number][] = [[`ip:${request.ip}`, limits.maxPerIp]];
      if (request.session) limited.push([`session:${request.session.sessionId}`, limits.maxPerSession]);
      if (limited.some(([key, max]) => (running.get(key) ?? 0) >= max)) {
        return reply
          .code(429)
          .header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS))
          .send({ error: 'too_many_uploads', message: errorCatalogue.too_many_uploads.message });
      }
      const keys = limited.map(([key]) => key);
      for (const key of keys) running.set(key, (running.get(key) ?? 0) + 1);
      reply.raw.once('close', () => release(keys));
    });
  },
  { name: 'upload-guard' },
);
