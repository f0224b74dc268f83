import {
  chatConversationsSchema,
  chatPageQuerySchema,
  chatPageSchema,
  chatReadSchema,
  chatSendSchema,
} from '@kundenportal/domain/chat/chat';
import {
  chatMarkedReadSchema,
  chatSentSchema,
  chatStreamResponse,
} from '@kundenportal/domain/chat/chat-responses';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';

const customerParams = z.object({ id: z.string().meta({ description: 'a customer of the agency' }) });

/**
 * The adviser's chat (issue 14): the agency's conversations, one stream for all of them, and a customer's
 * conversation on the customer's page — through `app.adviserChat` (the chat module keeps the messages, the
 * live fan-out and the rate limit). An adviser's token (401/403), the agency's customer (404), the
 * customer's `nachrichten` where the adviser writes (403 chat_disabled), then the body's 422 (ADR 100).
 */
export const workspaceChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.adviserChat;
  const adviserAuth = { onRequest: app.authenticateAdviser };

  /** The path's customer of the adviser's agency (404 otherwise). */
  async function conversation(request: FastifyRequest) {
    const { agencyId } = requireAdviser(request);
    const found = await chat.conversationOf(agencyId, pathId(request, 'could_not_find_customer'));
    if (!found) throw new AppError('could_not_find_customer');
    return found;
  }
  const reads = owned(conversation);
  /** The same, where the adviser writes: 403 chat_disabled after the 404, before the body's 422. */
  const writes = owned(async (request: FastifyRequest) => {
    const { customerId, agencyId, nachrichten } = await conversation(request);
    if (!nachrichten) throw new AppError('chat_disabled');
    return { customerId, agencyId };
  });
  const adviser = (preValidation: typeof reads.preValidation) => ({ ...adviserAuth, preValidation });

  app.get(
    '/berater/chat',
    {
      config: { cachedRead: true },
      ...adviserAuth,
      schema: {
        summary: 'The agency’s conversations with unread counts',
        response: responses({ 200: chatConversationsSchema }),
      },
    },
    async (request) => ({ conversations: await chat.conversations(requireAdviser(request).agencyId) }),
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
    async (request, reply) => chat.stream(request, reply, requireAdviser(request)),
  );

  app.get(
    '/berater/kunden/:id/chat',
    {
      config: { cachedRead: true },
      ...adviser(reads.preValidation),
      schema: {
        summary: 'A customer’s chat, a page of messages (newest first)',
        params: customerParams,
        querystring: chatPageQuerySchema,
        response: responses({ 200: chatPageSchema }),
      },
    },
    async (request) => {
      const { customerId, agencyId } = reads.of(request);
      return chat.page({ customerId, agencyId }, request.query.before);
    },
  );

  app.post(
    '/berater/kunden/:id/chat',
    {
      ...adviser(writes.preValidation),
      schema: {
        summary: 'Send a customer a message',
        params: customerParams,
        body: zodBody(chatSendSchema),
        response: responses({ 201: chatSentSchema }),
      },
    },
    async (request, reply) => {
      reply.status(201);
      return chat.send(requireAdviser(request).userId, writes.of(request), request.body);
    },
  );

  app.post(
    '/berater/kunden/:id/chat/read',
    {
      ...adviser(reads.preValidation),
      schema: {
        summary: 'Mark a customer’s messages read up to one',
        params: customerParams,
        body: zodBody(chatReadSchema),
        response: responses({ 200: chatMarkedReadSchema }),
      },
    },
    async (request) => {
      const { customerId, agencyId } = reads.of(request);
      return chat.markRead({ customerId, agencyId }, request.body.upTo);
    },
  );
};
