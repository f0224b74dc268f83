import { dueUntil } from '@kundenportal/domain/reminders/reminder-schedule';
import type { FastifyInstance } from 'fastify';
import { databaseUnavailableReason } from '../../db/connection-errors';
import type { DailyRunRepository } from './daily-run-repository';
import { deliverDeadlines } from './deliver-deadlines';
import { deliverReminders } from './deliver-reminders';
import type { DeliveryRepository } from './delivery-repository';

export type WorkerOptions = {
  delivery: DeliveryRepository;
  /** The cluster's claim on the day's deadline scan (ADR 334). */
  dailyRuns: DailyRunRepository;
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
    sent += await scanDeadlinesOnce(options, day, signal, () => {
      deadlinesDone.clear();
      deadlinesDone.add(day);
    });
  }
  for (const task of options.tasks ?? []) if (!signal.aborted) sent += await task(now);
  return sent;
}

const DEADLINE_SCAN = 'deadline-scan';

/**
 * The day's deadline scan, once for the whole cluster (ADR 334): the process that claims the day scans and
 * marks it done; the others skip it (`done`) or look again on their next run (`busy`: should the scanning
 * process die, its claim runs out). A scan ended by the close, or by an error, gives its claim back.
 */
export async function scanDeadlinesOnce(
  { delivery, dailyRuns, publicUrl }: WorkerOptions,
  day: string,
  signal: AbortSignal,
  markDone: () => void,
): Promise<number> {
  const claim = await dailyRuns.claim(DEADLINE_SCAN, day);
  if (claim === 'done') markDone();
  if (claim !== 'claimed') return 0;
  let sent: number;
  try {
    sent = await deliverDeadlines(delivery, day, publicUrl, signal);
  } catch (error) {
    await dailyRuns.release(DEADLINE_SCAN, day).catch(() => undefined);
    throw error;
  }
  if (signal.aborted) {
    await dailyRuns.release(DEADLINE_SCAN, day);
    return sent;
  }
  await dailyRuns.finish(DEADLINE_SCAN, day);
  markDone();
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
