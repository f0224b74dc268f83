import { routesPlugin } from '../../lib/routes-plugin';
import { createRatingRepository } from './repository';
import { ratingRoutes } from './routes';

/** The app rating: whether to ask, the answer, 'Nicht jetzt'. */
export const ratingPlugin = routesPlugin(
  { name: 'rating', dependencies: ['config', 'database', 'clock', 'session'] },
  ratingRoutes,
  createRatingRepository,
  (app) => ({ storeLinks: app.config.storeLinks, now: () => app.clock.now() }),
);
