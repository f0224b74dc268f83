import { dueUntil } from '@kundenportal/domain/reminders/reminder-schedule';
import type { FastifyInstance } from 'fastify';
import { databaseUnavailableReason } from '../../db/connection-errors';
import { deliverDeadlines } from './deliver-deadlines';
import { deliverReminders } from './deliver-reminders';
import type { DeliveryRepository } from './delivery-repository';

type WorkerOptions = {
  delivery: DeliveryRepository;
  intervalMs: number;
  publicUrl: string;
  /** Other areas' work on each run (`app.reminderTasks`), after the reminders. */
  tasks?: readonly ((now: Date) => Promise<number>)[];
};

/** Due reminders, once a day (from 08:00 Berlin) the contract deadlines that came near, then the added tasks. */
async function deliverDue(
  app: FastifyInstance,
  options: WorkerOptions,
  deadlinesDone: Set<string>,
  signal: AbortSignal,
) {
  const { delivery, publicUrl } = options;
  const now = app.clock.now();
  let sent = await deliverReminders(delivery, now, publicUrl);
  const day = dueUntil(now);
  if (!deadlinesDone.has(day) && !signal.aborted) {
    sent += await deliverDeadlines(delivery, day, publicUrl, signal);
    // A scan ended by the close is not done: the next process start scans again.
    if (!signal.aborted) {
      deadlinesDone.clear();
      deadlinesDone.add(day);
    }
  }
  for (const task of options.tasks ?? []) if (!signal.aborted) sent += await task(now);
  return sent;
}

/**
 * Looks for due reminders when the app is ready (catching up what a stopped server missed), then every
 * `intervalMs`, and right after the test clock moved. One run at a time per process; other processes
 * run their own and SKIP LOCKED keeps them apart.
 */
export function startReminderWorker(app: FastifyInstance, options: WorkerOptions) {
  let running: Promise<void> | null = null;
  const deadlinesDone = new Set<string>();
  const closing = new AbortController();
  const run = (): Promise<void> => {
    if (closing.signal.aborted) return Promise.resolve();
    running ??= deliverDue(app, options, deadlinesDone, closing.signal)
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
  // preClose: before the HTTP server waits for its requests, so the scan stops while they finish. A full
  // deadline scan held a closing process past its 15 s limit in the full-size rolling restart (ADR 333).
  app.addHook('preClose', async () => {
    clearInterval(timer);
    closing.abort();
  });
  app.addHook('onClose', async () => {
    const slow = setTimeout(() => app.log.warn('closing: waiting for the reminder run'), 1000);
    await running;
    clearTimeout(slow);
  });
  // After the test clock moved: wait for a run that started at the old time, then look again.
  app.clock.afterSet(async () => {
    await running;
    await run();
  });
  return { run };
}
