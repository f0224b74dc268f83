import {
  chatPageQuerySchema,
  chatPageSchema,
  chatReadSchema,
  chatSendSchema,
  chatUnreadSchema,
} from '@kundenportal/domain/chat/chat';
import {
  chatMarkedReadSchema,
  chatSentSchema,
  chatStreamResponse,
} from '@kundenportal/domain/chat/chat-responses';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';
import type { ChatActs } from './chat-acts';
import type { ChatRepository, Conversation } from './chat-repository';

type Deps = { repository: ChatRepository; acts: ChatActs };

/**
 * The chat between a customer and their adviser (issue 14): `/api/chat` for the customer (config
 * `nachrichten` and an adviser, spec section 6, checked here on every call). The adviser's side is the
 * workspace's (`workspace/chat/`, through `app.adviserChat`).
 */
export const chatRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { repository } = deps;
  const { send, markRead, stream } = deps.acts;
  const customerAuth = { onRequest: app.authenticate };

  /** The customer's conversation: 403 without `nachrichten` or without an adviser (before any 422). */
  const customerChat = owned(async (request: FastifyRequest): Promise<Conversation> => {
    const customer = await request.customer();
    if (!customer.config.nachrichten) throw new AppError('not_permitted');
    if (customer.agentId === null) throw new AppError('adviser_required');
    return { customerId: customer.id, agencyId: customer.agentId };
  });

  const customer = (preValidation: typeof customerChat.preValidation) => ({ ...customerAuth, preValidation });
  const sent = responses({ 201: chatSentSchema });
  const marked = responses({ 200: chatMarkedReadSchema });

  // The customer's side.
  app.get(
    '/chat',
    {
      config: { cachedRead: true },
      ...customer(customerChat.preValidation),
      schema: {
        summary: 'The customer’s chat with the adviser, a page of messages (newest first)',
        querystring: chatPageQuerySchema,
        response: responses({ 200: chatPageSchema }),
      },
    },
    async (request) => repository.page(customerChat.of(request), request.query.before),
  );

  app.post(
    '/chat',
    {
      ...customer(customerChat.preValidation),
      schema: { summary: 'Send the adviser a message', body: zodBody(chatSendSchema), response: sent },
    },
    async (request, reply) => {
      reply.status(201);
      return send(requireSession(request).userId, 'customer', customerChat.of(request), request.body);
    },
  );

  app.get(
    '/chat/ungelesen',
    {
      config: { cachedRead: true },
      ...customer(customerChat.preValidation),
      schema: {
        summary: 'How many of the adviser’s messages the customer has not read',
        response: responses({ 200: chatUnreadSchema }),
      },
    },
    async (request) => ({ unread: await repository.unreadOfCustomer(customerChat.of(request)) }),
  );

  app.post(
    '/chat/read',
    {
      ...customer(customerChat.preValidation),
      schema: {
        summary: 'Mark the adviser’s messages read up to one',
        body: zodBody(chatReadSchema),
        response: marked,
      },
    },
    async (request) => markRead(customerChat.of(request), 'customer', request.body.upTo),
  );

  app.get(
    '/chat/stream',
    {
      ...customer(customerChat.preValidation),
      schema: {
        summary: 'The customer’s chat as it happens (Server-Sent Events)',
        response: responses({ 200: chatStreamResponse }),
      },
    },
    async (request, reply) =>
      stream(request, reply, {
        scope: customerChat.of(request),
        side: 'customer',
        userId: requireSession(request).userId,
      }),
  );
};
