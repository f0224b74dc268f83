import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAvatarRepository } from './repository';
import { avatarRoutes } from './routes';

/** The customer's profile picture. */
export const avatarPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(avatarRoutes, {
      repository: createAvatarRepository(app.database.db),
      store: app.blobStore,
    });
  },
  { name: 'avatar', dependencies: ['database', 'blob-store', 'session', 'customer'] },
);
