import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCalendarRepository } from './repository';
import { calendarRoutes } from './routes';

/** The household's deadlines as a calendar subscription. */
export const calendarPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(calendarRoutes, {
      repository: createCalendarRepository(app.database.db),
      publicUrl: app.config.publicUrl,
      now: () => app.clock.now(),
    });
  },
  { name: 'calendar', dependencies: ['config', 'database', 'clock', 'session', 'customer'] },
);
