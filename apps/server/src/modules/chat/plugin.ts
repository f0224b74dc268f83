import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChatHub } from './chat-hub';
import { createChatRepository } from './chat-repository';
import { createMessageRepository } from './message-repository';
import { chatRoutes } from './routes';

/** The chat between customer and adviser, with its live streams (one hub per process). */
export const chatPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    const repository = createChatRepository(database.db);
    const hub = await createChatHub({ database, repository, log: app.log, ...config.chat });
    // Open streams end before the server closes (else they would hold the close open).
    app.addHook('preClose', () => hub.close());
    await app.register(chatRoutes, {
      repository,
      messages: createMessageRepository(database.db),
      hub,
      sessionWatch: app.sessionWatch,
      limiter: app.rateLimiter,
      limit: { max: config.rateLimits.chatMessagesPerUser, windowSeconds: config.rateLimits.windowSeconds },
      publicUrl: config.publicUrl,
      kickOutbox: () => app.outbox.kick(),
    });
  },
  { name: 'chat', dependencies: ['config', 'database', 'session', 'customer', 'rate-limit', 'outbox'] },
);
