import { successSchema } from '@kundenportal/domain/api/common-responses';
import { pushRegisterSchema, pushUnregisterSchema } from '@kundenportal/domain/chat/push';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { AppError, ValidationError } from '../../lib/app-error';
import { pushEndpointAllowed } from '../../lib/push/push-sender';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';

type Deps = { db: Db; publicKey: string; extraOrigins: string[] };

/**
 * Web Push subscriptions of the customer's browsers (issue 14; `/api/push/register` of the spec's
 * hidden-loader list): the server's public VAPID key, registering a subscription (only at a browser's
 * push service: the server never posts to an address a client made up; never one another account
 * registered: 409), and removing one of the own account (another's or an unknown one: 404).
 */
export const pushRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, publicKey, extraOrigins }) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/push/key',
    {
      ...auth,
      schema: {
        summary: 'The server’s public VAPID key',
        response: responses({ 200: z.object({ publicKey: z.string() }) }),
      },
    },
    async () => ({ publicKey }),
  );

  const registerSchema = {
    summary: 'Register a browser’s push subscription',
    body: zodBody(pushRegisterSchema),
    response: responses({ 201: successSchema }),
  };
  app.post('/push/register', { ...auth, schema: registerSchema }, async (request, reply) => {
    const { userId } = requireSession(request);
    const input = request.body;
    if (!pushEndpointAllowed(input.endpoint, extraOrigins)) {
      throw new ValidationError([`endpoint=>${chatTexts.push.unknownService}`]);
    }
    // An endpoint stays with the account that registered it until that account removes it or the push
    // service drops it (ADR 065): one statement, so of two parallel registrations only one account wins.
    const stored = await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: input.keys.p256dh, auth: input.keys.auth },
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    if (stored.length === 0) throw new AppError('push_endpoint_taken');
    return reply.status(201).send({ success: true });
  });

  const unregisterSchema = {
    summary: 'Remove a push subscription of the account',
    body: zodBody(pushUnregisterSchema),
    response: responses({ 200: successSchema }),
  };
  app.delete('/push/register', { ...auth, schema: unregisterSchema }, async (request) => {
    const { userId } = requireSession(request);
    const { endpoint } = request.body;
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) throw new AppError('could_not_find_push_subscription');
    return { success: true as const };
  });
};
