import { timingSafeEqual } from 'node:crypto';
import { CLIENT_HEADERS } from '@kundenportal/domain/api/client-headers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

/** Paths a load balancer or monitor calls without client headers. */
const OPEN_PATHS = new Set(['/api/health', '/api/ready']);

/** Every API request names a known client (id + secret) and its app and API versions (spec section 7). */
export const clientCheckPlugin = fp(
  async (app: FastifyInstance, options: { clients: Map<string, string> }) => {
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || OPEN_PATHS.has(path)) return;
      const id = header(request.headers[CLIENT_HEADERS.id]);
      const secret = header(request.headers[CLIENT_HEADERS.secret]);
      const known = id ? options.clients.get(id) : undefined;
      if (
        !known ||
        !secret ||
        !safeEqual(secret, known) ||
        !header(request.headers[CLIENT_HEADERS.appVersion]) ||
        !header(request.headers[CLIENT_HEADERS.apiVersion])
      ) {
        throw new AppError('client_not_allowed');
      }
    });
  },
);

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
