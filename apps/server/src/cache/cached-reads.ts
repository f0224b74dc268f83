import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { acceptsGzip } from '../lib/accepts-gzip';
import { sessionUserOf } from '../lib/customer/session-user';
import { responseSerializer } from '../lib/response-serializer';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../plugins/compression';
import type { ViewBuild, ViewCache, ViewOwner } from './view-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
const gzipAsync = promisify(gzip);

/** The Berlin day of `now`, worked out once a minute (a formatter call costs more than the cache hit). */
function dayOf(now: Date, memo: { minute: number; day: string }): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== memo.minute) {
    memo.minute = minute;
    memo.day = isoDateIn(now);
  }
  return memo.day;
}

const keptUntil = new WeakMap<FastifyRequest, number>();

/**
 * The answer this request builds holds until `at` at most (a link or an invitation that runs out, a session
 * that goes idle): a kept copy is not served from then on, by the app's clock.
 */
export function keepAnswerUntil(request: FastifyRequest, at: Date): void {
  const previous = keptUntil.get(request) ?? Number.POSITIVE_INFINITY;
  keptUntil.set(request, Math.min(previous, at.getTime()));
}

/**
 * A kept view as the compression plugin would send it, its gzip kept beside it (a browser always asks for
 * gzip): a kept answer of 30 KB costs its bytes, not a compression per request.
 */
export async function sendView(
  cache: ViewCache,
  request: FastifyRequest,
  reply: FastifyReply,
  view: { userId: number; name: string; body: string },
): Promise<FastifyReply> {
  const { userId, name, body } = view;
  reply.type(JSON_TYPE);
  if (body.length < API_COMPRESSION_THRESHOLD_BYTES) return reply.send(body);
  reply.header('vary', 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body);
  let compressed = cache.gzipOf(userId, name, body);
  if (!compressed) {
    compressed = await gzipAsync(body);
    cache.keepGzip(userId, name, body, compressed);
  }
  return reply.header('content-encoding', 'gzip').send(compressed);
}

/** This request's answer is not kept (a filtered or searched list of a read whose first page is). */
export function keepNoAnswer(request: FastifyRequest): void {
  keptUntil.set(request, Number.NEGATIVE_INFINITY);
}

/** Whose view a request reads: the session's user with the agency it belongs to (ADR 330). */
function viewOwner(request: FastifyRequest): ViewOwner | undefined {
  const session = request.session;
  if (!session) return undefined;
  if (session.role === 'adviser')
    return { userId: session.userId, agentId: session.agencyId, workspace: true };
  return { userId: session.userId, agentId: sessionUserOf(request)?.agentId ?? null, workspace: false };
}

/**
 * Routes with `config: { cachedRead: true }` (GET only, with a 200 schema) answer from the user's kept view
 * (ADR 330). The key is the session (an answer may mark the current device), the Berlin day (what is due,
 * how old) and the URL with its query; the view goes when the change feed names the user or the agency.
 *
 * The view is looked up right after the route's session check: a kept view was built after the route's
 * own checks passed (rights, "is it yours"), and every row those checks read is in the feed, so a hit skips
 * them with the handler. A miss starts the build there, so a change during the checks marks it stale too.
 * A handler that sends its answer itself, or answers anything but 200, is passed through and not kept.
 */
export function cachedReads(app: FastifyInstance, cache: ViewCache): ReadonlySet<string> {
  const routes = new Set<string>();
  const running = new WeakMap<FastifyRequest, { build: ViewBuild; name: string }>();
  const today = { minute: -1, day: '' };

  async function lookup(request: FastifyRequest, reply: FastifyReply) {
    const owner = viewOwner(request);
    if (!owner) return;
    const name = `${request.session?.sessionId} ${dayOf(app.clock.now(), today)} ${request.url}`;
    const kept = cache.lookup(owner.userId, name, app.clock.now().getTime());
    if (kept === undefined) {
      running.set(request, { build: cache.begin(owner), name });
      return;
    }
    return sendView(cache, request, reply, { userId: owner.userId, name, body: kept });
  }

  async function ended(request: FastifyRequest) {
    const build = running.get(request);
    if (build) cache.end(build.build);
    running.delete(request);
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.cachedRead) return;
    const methods = [route.method].flat();
    // Fastify's HEAD twin of a GET: answered by the GET's handler without a body, nothing to keep.
    if (methods.length === 1 && methods[0] === 'HEAD') return;
    const response = route.schema?.response as Record<string, z.ZodType> | undefined;
    const schema = response?.['200'] ?? response?.[200 as unknown as string];
    if (methods.some((method) => method !== 'GET') || !schema) {
      throw new Error(`cachedRead needs a GET with a 200 schema: ${methods.join()} ${route.url}`);
    }
    routes.add(route.url);
    const serialize = responseSerializer({ schema, method: 'GET', url: route.url, httpStatus: '200' });
    const handler = route.handler as RouteHandlerMethod;
    route.onRequest = [...[route.onRequest ?? []].flat(), lookup] as typeof route.onRequest;
    route.onResponse = [...[route.onResponse ?? []].flat(), ended] as typeof route.onResponse;
    route.onRequestAbort = [...[route.onRequestAbort ?? []].flat(), ended] as typeof route.onRequestAbort;

    route.handler = async function cachedRead(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const result = await handler.call(this, request, reply);
      const build = running.get(request);
      if (!build || reply.sent || result === reply || result === undefined || reply.statusCode !== 200) {
        return result;
      }
      const body = serialize(result);
      const until = keptUntil.get(request);
      if (until === Number.NEGATIVE_INFINITY) cache.end(build.build);
      else cache.keep(build.build, build.name, body, until === undefined ? {} : { until });
      running.delete(request);
      return sendView(cache, request, reply, { userId: build.build.owner.userId, name: build.name, body });
    };
  });
  return routes;
}
