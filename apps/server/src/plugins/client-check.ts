import { timingSafeEqual } from 'node:crypto';
import { CLIENT_HEADERS } from '@kundenportal/domain/api/client-headers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` opens a route to callers without client headers (monitors, outside checks: health,
     * ready, metrics, the OpenAPI document). Every other /api route checks the client.
     */
    clientCheck?: boolean;
  }
}

/**
 * Whether a request is an API request, decided by the route the router matched (its pattern), never by
 * the raw URL: the router decodes the path (`/%61pi/login` matches `/api/login`), so a raw-URL test
 * could be walked around. A request that matched no route counts as an API request when its decoded,
 * slash-collapsed, lower-cased path lies under /api (the 404 of such a path leaks nothing either).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route === '/api' || route.startsWith('/api/');
  return /^\/api(\/|$)/.test(normalisedPath(request.url));
}

function normalisedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: judge the raw path.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

/** Every API request names a known client (id + secret) and its app and API versions (spec section 7). */
export const clientCheckPlugin = fp(
  async (app: FastifyInstance, options: { clients: Map<string, string> }) => {
    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request) || request.routeOptions.config.clientCheck === false) return;
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
