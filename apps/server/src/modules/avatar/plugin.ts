import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { avatarRoutes } from './routes';

/** The customer's profile picture. */
export const avatarPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(avatarRoutes, { db: app.database.db, store: app.blobStore });
  },
  { name: 'avatar', dependencies: ['database', 'blob-store', 'session'] },
);
