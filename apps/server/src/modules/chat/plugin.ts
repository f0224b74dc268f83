import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configuredLimit } from '../../lib/rate-limiter';
import { type AdviserChat, createAdviserChat, createChatActs } from './chat-acts';
import { createChatHub } from './chat-hub';
import { createChatRepository } from './chat-repository';
import { createMessageRepository } from './message-repository';
import { chatRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The adviser's side of the chat (the workspace's chat routes): conversations, send, read, stream. */
    adviserChat: AdviserChat;
  }
}

/** The chat between customer and adviser, with its live streams (one hub per process). */
export const chatPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    const repository = createChatRepository(database.db);
    const hub = await createChatHub({ database, repository, log: app.log, ...config.chat });
    // Open streams end before the server closes (else they would hold the close open).
    app.addHook('preClose', () => hub.close());
    const acts = createChatActs({
      repository,
      messages: createMessageRepository(database.db),
      hub,
      sessionWatch: app.sessionWatch,
      limiter: app.rateLimiter,
      limit: configuredLimit(config, 'chatMessagesPerUser'),
      publicUrl: config.publicUrl,
      kickOutbox: () => app.outbox.kick(),
    });
    app.decorate('adviserChat', createAdviserChat(repository, acts));
    await app.register(chatRoutes, { repository, acts });
  },
  { name: 'chat', dependencies: ['config', 'database', 'session', 'customer', 'rate-limit', 'outbox'] },
);
