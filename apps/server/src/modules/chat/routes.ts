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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { parseBody } from '../../lib/parse-body';
import { pathId } from '../../lib/path-id';
import type { RateLimiter } from '../../lib/rate-limiter';
import { markUnavailable, serviceUnavailableBody } from '../../lib/service-unavailable';
import type { SessionWatch } from '../../lib/session/session-watch';
import { documentedBody } from '../../plugins/openapi';
import { requireAdviser, requireSession } from '../../plugins/session';
import { attachmentsOf } from './chat-attachments';
import type { ChatHub } from './chat-hub';
import type { ChatRepository, Conversation, StreamScope } from './chat-repository';
import { lastEventIdOf, openEventStream } from './event-stream';
import type { MessageRepository } from './message-repository';
import { sendMessage } from './send-message';

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

  async function customerConversation(request: FastifyRequest): Promise<Conversation> {
    const customer = await request.customer();
    if (!customer.config.nachrichten) throw new AppError('not_permitted');
    if (customer.agentId === null) throw new AppError('adviser_required');
    return { customerId: customer.id, agencyId: customer.agentId };
  }

  async function adviserConversation(request: FastifyRequest) {
    const { agencyId } = requireAdviser(request);
    const customer = await repository.customerOfAgency(agencyId, pathId(request, 'could_not_find_customer'));
    if (!customer) throw new AppError('could_not_find_customer');
    return { customerId: customer.id, agencyId, nachrichten: customer.nachrichten };
  }

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

  // The customer's side.
  app.get(
    '/chat',
    { ...customerAuth, schema: { querystring: chatPageQuerySchema, response: { 200: chatPageSchema } } },
    async (request) => repository.page(await customerConversation(request), request.query.before),
  );

  app.post('/chat', { ...customerAuth, ...documentedBody(chatSendSchema) }, async (request, reply) => {
    const conversation = await customerConversation(request);
    const body = parseBody(chatSendSchema, request.body);
    reply.status(201);
    return send(requireSession(request).userId, 'customer', conversation, body);
  });

  app.get(
    '/chat/ungelesen',
    { ...customerAuth, schema: { response: { 200: chatUnreadSchema } } },
    async (request) => ({ unread: await repository.unreadOfCustomer(await customerConversation(request)) }),
  );

  app.post('/chat/read', { ...customerAuth, ...documentedBody(chatReadSchema) }, async (request) => {
    const conversation = await customerConversation(request);
    return markRead(conversation, 'customer', parseBody(chatReadSchema, request.body).upTo);
  });

  app.get('/chat/stream', customerAuth, async (request, reply) => {
    const conversation = await customerConversation(request);
    return stream(request, reply, {
      scope: conversation,
      side: 'customer',
      userId: requireSession(request).userId,
    });
  });

  // The adviser's side: the agency's conversations and one stream for all of them.
  app.get(
    '/berater/chat',
    { ...adviserAuth, schema: { response: { 200: chatConversationsSchema } } },
    async (request) => ({ conversations: await repository.conversations(requireAdviser(request).agencyId) }),
  );

  app.get('/berater/chat/stream', adviserAuth, async (request, reply) => {
    const { agencyId, userId } = requireAdviser(request);
    return stream(request, reply, { scope: { agencyId }, side: 'adviser', userId });
  });

  app.get(
    '/berater/kunden/:id/chat',
    { ...adviserAuth, schema: { querystring: chatPageQuerySchema, response: { 200: chatPageSchema } } },
    async (request) => {
      const { customerId, agencyId } = await adviserConversation(request);
      return repository.page({ customerId, agencyId }, request.query.before);
    },
  );

  app.post(
    '/berater/kunden/:id/chat',
    { ...adviserAuth, ...documentedBody(chatSendSchema) },
    async (request, reply) => {
      const { customerId, agencyId, nachrichten } = await adviserConversation(request);
      if (!nachrichten) throw new AppError('chat_disabled');
      const body = parseBody(chatSendSchema, request.body);
      reply.status(201);
      return send(requireAdviser(request).userId, 'adviser', { customerId, agencyId }, body);
    },
  );

  app.post(
    '/berater/kunden/:id/chat/read',
    { ...adviserAuth, ...documentedBody(chatReadSchema) },
    async (request) => {
      const { customerId, agencyId } = await adviserConversation(request);
      return markRead({ customerId, agencyId }, 'adviser', parseBody(chatReadSchema, request.body).upTo);
    },
  );
};
