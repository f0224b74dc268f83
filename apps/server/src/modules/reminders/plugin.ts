import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDeliveryRepository } from './delivery-repository';
import { startReminderWorker } from './reminder-worker';
import { createRemindersRepository } from './repository';
import { remindersRoutes } from './routes';

/** The customer's reminders, and the worker that sends them when due (REMINDER_WORKER). */
export const remindersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(remindersRoutes, { repository: createRemindersRepository(app.database.db) });
    const { reminders, publicUrl } = app.config;
    if (reminders.worker)
      startReminderWorker(app, {
        delivery: createDeliveryRepository(app.database.db),
        intervalMs: reminders.intervalMs,
        publicUrl,
      });
  },
  { name: 'reminders', dependencies: ['config', 'database', 'session', 'customer', 'outbox'] },
);
