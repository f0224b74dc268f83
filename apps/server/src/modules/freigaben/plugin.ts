import { createContractLinks } from '../../lib/contract-links';
import { routesPlugin } from '../../lib/routes-plugin';
import { createFreigabenRepository } from './repository';
import { freigabenRoutes } from './routes';

/** 'Meine Freigaben' (issue 31): what the adviser provided, and the adviser's link to one contract. */
export const freigabenPlugin = routesPlugin(
  { name: 'freigaben', dependencies: ['config', 'database', 'clock', 'session', 'customer'] },
  freigabenRoutes,
  createFreigabenRepository,
  (app) => ({
    links: createContractLinks(app.config.jwtSecret, app.config.publicUrl),
    now: () => app.clock.now(),
  }),
);
