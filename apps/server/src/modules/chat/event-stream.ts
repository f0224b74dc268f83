import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamSink } from './chat-hub';

/** Tells the browser how long to wait before it reconnects (EventSource; our client follows it too). */
const RETRY_MS = 2000;

/**
 * Turns the reply into a text/event-stream (Server-Sent Events). Fastify lets go of the reply
 * (hijack): no compression, no serialisation; the security headers are already on the raw response.
 * `onClose` runs once, whether the client leaves or the server ends the stream.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
): StreamSink {
  // A token rotated by this request's auth check goes out like on any answer: the stream watches the
  // fresh token's expiry (lib/session/session-watch.ts), so the client must have it too.
  const rotated = reply.getHeader('authorization');
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
    ...(typeof rotated === 'string' ? { authorization: rotated } : {}),
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    onClose();
  };
  request.raw.on('close', close);
  response.on('close', close);
  return {
    write(chunk) {
      if (!closed && !response.writableEnded) response.write(chunk);
    },
    end() {
      if (!response.writableEnded) response.end();
      close();
    },
    backlog: () => response.writableLength,
  };
}

/** The Last-Event-ID header as a message id; anything else is no id (the stream starts at the newest). */
export function lastEventIdOf(request: FastifyRequest): number | null {
  const value = request.headers['last-event-id'];
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
