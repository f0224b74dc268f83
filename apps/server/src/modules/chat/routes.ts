import {
  type ChatSender,
  type ChatSendInput,
  chatConversationsSchema,
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import type { RateLimiter } from '../../lib/rate-limiter';
import { responses } from '../../lib/route-responses';
import { markUnavailable, serviceUnavailableBody } from '../../lib/service-unavailable';
import type { SessionWatch } from '../../lib/session/session-watch';
import { zodBody } from '../../lib/zod-body';
import { requireAdviser, requireSession } from '../../plugins/session';
import { attachmentsOf } from './chat-attachments';
import type { ChatHub } from './chat-hub';
import type { ChatRepository, Conversation, StreamScope } from './chat-repository';
import { lastEventIdOf, openEventStream } from './event-stream';
import type { MessageRepository } from './message-repository';
import { sendMessage } from './send-message';

const customerParams = z.object({ id: z.string().meta({ description: 'a customer of the agency' }) });

type Deps = {
  repository: ChatRepository;
  messages: MessageRepository;
  hub: ChatHub;
  /** Ends a stream when its session ends (logout, password change, deactivation, expiry). */
  sessionWatch: Pick<SessionWatch, 'live' | 'endWhenSessionEnds'>;
  limiter: RateLimiter;
  limit: { max: number; windowSeconds: number };
  publicUrl: string;
  kickOutbox: () => void;
};

/**
 * The chat between a customer and their adviser (issue 14): `/api/chat` for the customer (config
 * `nachrichten` and an adviser, spec section 6, checked here on every call) and
 * `/api/berater/kunden/{id}/chat` plus the agency's stream for the adviser workspace.
 */
export const chatRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { repository, hub } = deps;
  const customerAuth = { onRequest: app.authenticate };
  const adviserAuth = { onRequest: app.authenticateAdviser };

  /** The customer's conversation: 403 without `nachrichten` or without an adviser (before any 422). */
  const customerChat = owned(async (request: FastifyRequest): Promise<Conversation> => {
    const customer = await request.customer();
    if (!customer.config.nachrichten) throw new AppError('not_permitted');
    if (customer.agentId === null) throw new AppError('adviser_required');
    return { customerId: customer.id, agencyId: customer.agentId };
  });

  /** The path's customer of the adviser's agency (404 otherwise). */
  async function adviserConversation(request: FastifyRequest) {
    const { agencyId } = requireAdviser(request);
    const customer = await repository.customerOfAgency(agencyId, pathId(request, 'could_not_find_customer'));
    if (!customer) throw new AppError('could_not_find_customer');
    return { customerId: customer.id, agencyId, nachrichten: customer.nachrichten };
  }
  const adviserChat = owned(adviserConversation);
  /** The same, where the adviser writes: 403 chat_disabled after the 404, before the body's 422. */
  const adviserWrites = owned(async (request: FastifyRequest): Promise<Conversation> => {
    const { customerId, agencyId, nachrichten } = await adviserConversation(request);
    if (!nachrichten) throw new AppError('chat_disabled');
    return { customerId, agencyId };
  });

  async function send(userId: number, sender: ChatSender, conversation: Conversation, body: ChatSendInput) {
    const attachments = await attachmentsOf(deps.messages, conversation.customerId, body.attachments ?? []);
    await deps.limiter.consume([{ key: `chat:user:${userId}`, ...deps.limit }]);
    const message = await sendMessage(
      deps.messages,
      { ...conversation, sender, authorId: userId, text: body.text, attachments },
      { publicUrl: deps.publicUrl },
    );
    if (sender === 'adviser') deps.kickOutbox();
    return { message };
  }

  async function markRead(conversation: Conversation, reader: ChatSender, upTo: number) {
    const marked = await repository.markRead(conversation, reader, upTo);
    if (marked) {
      await deps.messages.notify({
        kind: 'read',
        ...conversation,
        reader,
        upTo: marked.upTo,
        readAt: marked.readAt.toISOString(),
      });
    }
    return { success: true as const };
  }

  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { scope: StreamScope; side: ChatSender; userId: number },
  ) {
    if (!hub.live || !deps.sessionWatch.live) return markUnavailable(reply).send(serviceUnavailableBody);
    let unsubscribe: (() => Promise<void>) | null = null;
    let ended = false;
    let stopWatching = () => {};
    const stream = openEventStream(request, reply, () => {
      ended = true;
      stopWatching();
      void unsubscribe?.();
    });
    const watched = deps.sessionWatch.endWhenSessionEnds(requireSession(request), stream);
    stopWatching = watched.stop;
    unsubscribe = await hub.subscribe({ ...input, lastEventId: lastEventIdOf(request), sink: watched.sink });
    if (ended) await unsubscribe();
    return reply;
  }

  const customer = (preValidation: typeof customerChat.preValidation) => ({ ...customerAuth, preValidation });
  const adviser = (preValidation: typeof adviserChat.preValidation) => ({ ...adviserAuth, preValidation });
  const sent = responses({ 201: chatSentSchema });
  const marked = responses({ 200: chatMarkedReadSchema });

  // The customer's side.
  app.get(
    '/chat',
    {
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

  // The adviser's side: the agency's conversations and one stream for all of them.
  app.get(
    '/berater/chat',
    {
      ...adviserAuth,
      schema: {
        summary: 'The agency’s conversations with unread counts',
        response: responses({ 200: chatConversationsSchema }),
      },
    },
    async (request) => ({ conversations: await repository.conversations(requireAdviser(request).agencyId) }),
  );

  app.get(
    '/berater/chat/stream',
    {
      ...adviserAuth,
      schema: {
        summary: 'All the agency’s conversations as they happen (Server-Sent Events)',
        response: responses({ 200: chatStreamResponse }),
      },
    },
    async (request, reply) => {
      const { agencyId, userId } = requireAdviser(request);
      return stream(request, reply, { scope: { agencyId }, side: 'adviser', userId });
    },
  );

  app.get(
    '/berater/kunden/:id/chat',
    {
      ...adviser(adviserChat.preValidation),
      schema: {
        summary: 'A customer’s chat, a page of messages (newest first)',
        params: customerParams,
        querystring: chatPageQuerySchema,
        response: responses({ 200: chatPageSchema }),
      },
    },
    async (request) => {
      const { customerId, agencyId } = adviserChat.of(request);
      return repository.page({ customerId, agencyId }, request.query.before);
    },
  );

  app.post(
    '/berater/kunden/:id/chat',
    {
      ...adviser(adviserWrites.preValidation),
      schema: {
        summary: 'Send a customer a message',
        params: customerParams,
        body: zodBody(chatSendSchema),
        response: sent,
      },
    },
    async (request, reply) => {
      reply.status(201);
      return send(requireAdviser(request).userId, 'adviser', adviserWrites.of(request), request.body);
    },
  );

  app.post(
    '/berater/kunden/:id/chat/read',
    {
      ...adviser(adviserChat.preValidation),
      schema: {
        summary: 'Mark a customer’s messages read up to one',
        params: customerParams,
        body: zodBody(chatReadSchema),
        response: marked,
      },
    },
    async (request) => {
      const { customerId, agencyId } = adviserChat.of(request);
      return markRead({ customerId, agencyId }, 'adviser', request.body.upTo);
    },
  );
};
