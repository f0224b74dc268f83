import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionRepository } from './repository';
import { sessionRoutes } from './routes';

/** The adviser's own session (issue 14): POST /api/berater/login, /logout, GET /api/berater/me. */
export const workspaceSessionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(sessionRoutes, {
      repository: createSessionRepository(app.database.db),
      login: (input, ip) => app.passwordLogin(input, ip, 'adviser'),
      sessions: app.sessions,
    });
  },
  { name: 'workspace-session', dependencies: ['database', 'session', 'auth'] },
);
