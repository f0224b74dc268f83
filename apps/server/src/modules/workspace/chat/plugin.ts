import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { workspaceChatRoutes } from './routes';

/**
 * The workspace's chat (issue 14): GET /api/berater/chat, GET /api/berater/chat/stream and
 * GET/POST /api/berater/kunden/:id/chat, POST /api/berater/kunden/:id/chat/read, through the chat
 * plugin's `app.adviserChat` (ADR 136).
 */
export const workspaceChatPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(workspaceChatRoutes);
  },
  { name: 'workspace-chat', dependencies: ['session', 'chat'] },
);
