import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRatingRepository } from './repository';
import { ratingRoutes } from './routes';

/** The app rating: whether to ask, the answer, 'Nicht jetzt'. */
export const ratingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(ratingRoutes, {
      repository: createRatingRepository(app.database.db),
      storeLinks: app.config.storeLinks,
      now: () => app.clock.now(),
    });
  },
  { name: 'rating', dependencies: ['config', 'database', 'clock', 'session'] },
);
