import { successSchema } from '@kundenportal/domain/api/common-responses';
import { pushKeySchema, pushRegisterSchema, pushUnregisterSchema } from '@kundenportal/domain/chat/push';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ValidationError } from '../../lib/app-error';
import { pushEndpointAllowed } from '../../lib/push/push-sender';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';
import type { PushRepository } from './repository';

type Deps = { repository: PushRepository; publicKey: string; extraOrigins: string[] };

/**
 * Web Push subscriptions of the customer's browsers (issue 14; `/api/push/register` of the spec's
 * hidden-loader list): the server's public VAPID key, registering a subscription (only at a browser's
 * push service: the server never posts to an address a client made up; never one another account
 * registered: 409), and removing one of the own account (another's or an unknown one: 404).
 */
export const pushRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { repository, publicKey, extraOrigins },
) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/push/key',
    {
      ...auth,
      schema: {
        summary: 'The server’s public VAPID key',
        response: responses({ 200: pushKeySchema }),
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
    if (!(await repository.register(userId, input))) throw new AppError('push_endpoint_taken');
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
    if (!(await repository.unregister(userId, endpoint)))
      throw new AppError('could_not_find_push_subscription');
    return { success: true as const };
  });
};
