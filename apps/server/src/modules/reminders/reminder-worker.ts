import type { FastifyInstance } from 'fastify';
import { databaseUnavailableReason } from '../../db/connection-errors';
import { deliverDueReminders } from './deliver-reminders';

/**
 * Looks for due reminders when the app is ready (catching up what a stopped server missed), then every
 * `intervalMs`, and right after the test clock moved. One run at a time per process; other processes
 * run their own and SKIP LOCKED keeps them apart.
 */
export function startReminderWorker(
  app: FastifyInstance,
  options: { intervalMs: number; publicUrl: string },
) {
  let running: Promise<void> | null = null;
  const run = (): Promise<void> => {
    running ??= deliverDueReminders(app.database.db, app.clock.now(), options.publicUrl)
      .then((sent) => {
        if (sent > 0) {
          app.log.info({ sent }, 'reminders sent');
          app.outbox.kick();
        }
      })
      .catch((error: unknown) => {
        const reason = databaseUnavailableReason(error);
        if (reason) app.log.warn(`reminders skipped: database unavailable (${reason})`);
        else app.log.error({ err: error }, 'reminders failed');
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  // After the test clock moved: wait for a run that started at the old time, then look again.
  app.clock.afterSet(async () => {
    await running;
    await run();
  });
  return { run };
}
