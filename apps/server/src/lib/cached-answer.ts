import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendView } from '../cache/cached-reads';
import { responseSerializer } from './response-serializer';

/**
 * Answers a customer's read from its cached view (ADR 008, ADR 319): on a miss `build()`'s answer is
 * serialized as the route's response schema would (unknown keys dropped, a misfit a 500) and kept until a
 * row it was built from changes (the change feed) or this customer writes; a hit sends the kept bytes.
 * `name` must name everything else the answer depends on (a day, a query's value).
 */
export async function sendCachedAnswer<T>(
  app: FastifyInstance,
  reply: FastifyReply,
  view: { userId: number; name: string; schema: z.ZodType<T> },
  build: () => Promise<T>,
): Promise<void> {
  const serialize = responseSerializer({
    schema: view.schema,
    method: 'GET',
    url: view.name,
    httpStatus: '200',
  });
  const body = await app.viewCache.get(view.userId, view.name, async () => ({
    value: serialize(await build()),
    agentId: null,
  }));
  // The kept bytes as they are: the schema's serializer ran when they were made.
  await sendView(app.viewCache, reply.request, reply, { userId: view.userId, name: view.name, body });
}
