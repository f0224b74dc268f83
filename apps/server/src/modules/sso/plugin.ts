import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSsoRepository } from './repository';
import { ssoRoutes } from './routes';

/** Single sign-on from the adviser's system. */
export const ssoPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(ssoRoutes, {
      repository: createSsoRepository(app.database.db),
      sessions: app.sessions,
      sso: app.config.sso,
    });
  },
  { name: 'sso', dependencies: ['config', 'database', 'session'] },
);
