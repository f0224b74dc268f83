import { pushRegisterSchema, pushUnregisterSchema } from '@kundenportal/domain/chat/push';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { ValidationError } from '../../lib/app-error';
import { parseBody } from '../../lib/parse-body';
import { pushEndpointAllowed } from '../../lib/push/push-sender';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';

type Deps = { db: Db; publicKey: string; extraOrigins: string[] };

/**
 * Web Push subscriptions of the customer's browsers (issue 14; `/api/push/register` of the spec's
 * hidden-loader list): the server's public VAPID key, registering a subscription (only at a browser's
 * push service: the server never posts to an address a client made up), and removing it.
 */
export const pushRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, publicKey, extraOrigins }) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/push/key',
    { ...auth, schema: { response: { 200: z.object({ publicKey: z.string() }) } } },
    async () => ({ publicKey }),
  );

  app.post('/push/register', { ...auth, ...documentedBody(pushRegisterSchema) }, async (request, reply) => {
    const { userId } = requireSession(request);
    const input = parseBody(pushRegisterSchema, request.body);
    if (!pushEndpointAllowed(input.endpoint, extraOrigins)) {
      throw new ValidationError([`endpoint=>${chatTexts.push.unknownService}`]);
    }
    // The same browser after another login: the subscription moves to this account.
    await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
      });
    reply.status(201);
    return { success: true };
  });

  app.delete('/push/register', { ...auth, ...documentedBody(pushUnregisterSchema) }, async (request) => {
    const { userId } = requireSession(request);
    const { endpoint } = parseBody(pushUnregisterSchema, request.body);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
    return { success: true };
  });
};
