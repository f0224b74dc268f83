import { routesPlugin } from '../../lib/routes-plugin';
import { createCalendarRepository } from './repository';
import { calendarRoutes } from './routes';

/** The household's deadlines as a calendar subscription. */
export const calendarPlugin = routesPlugin(
  { name: 'calendar', dependencies: ['config', 'database', 'clock', 'session', 'customer'] },
  calendarRoutes,
  createCalendarRepository,
  (app) => ({ publicUrl: app.config.publicUrl, now: () => app.clock.now() }),
);
