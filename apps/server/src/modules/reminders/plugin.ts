import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDailyRunRepository } from './daily-run-repository';
import { createDeliveryRepository } from './delivery-repository';
import { startReminderWorker } from './reminder-worker';
import { createRemindersRepository } from './repository';
import { remindersRoutes } from './routes';

/** Work another area adds to each run of the reminder worker; it answers how many mails it queued. */
export type ReminderTask = (now: Date) => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder worker's further tasks (issue 29: the agency's reminder of an unanswered transfer letter). */
    reminderTasks: { add(task: ReminderTask): void };
  }
}

/** The customer's reminders, and the worker that sends them when due (REMINDER_WORKER). */
export const remindersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(remindersRoutes, { repository: createRemindersRepository(app.database.db) });
    const tasks: ReminderTask[] = [];
    app.decorate('reminderTasks', { add: (task: ReminderTask) => void tasks.push(task) });
    const { reminders, publicUrl } = app.config;
    if (reminders.worker)
      startReminderWorker(app, {
        delivery: createDeliveryRepository(app.database.db),
        dailyRuns: createDailyRunRepository(app.database.db),
        intervalMs: reminders.intervalMs,
        publicUrl,
        tasks,
      });
  },
  { name: 'reminders', dependencies: ['config', 'database', 'session', 'customer', 'outbox'] },
);
