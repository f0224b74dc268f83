import type { FastifyBaseLogger } from 'fastify';
import { databaseUnavailableReason } from '../../db/connection-errors';
import type { MailPayload, OutboxRepository, PushOutboxPayload, SmsPayload } from './outbox-repository';
import type { MailTransport, SmsProvider } from './transports';

export const MAX_ATTEMPTS = 8;

/** Back-off before attempt n+1: 10 s, 40 s, 90 s … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 10 * attempts * attempts);
}

/** Pause of the polling after n failed runs in a row (database down): 1 s, 2 s, 4 s … capped at 15 s. */
export function pauseAfterFailuresMs(failures: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));
}

type Deps = {
  repository: OutboxRepository;
  mail: MailTransport;
  sms: SmsProvider;
  /** Web Push; without it a 'push' message fails (and is retried). */
  push?: { send(payload: PushOutboxPayload): Promise<void> };
  log: FastifyBaseLogger;
  intervalMs?: number;
};

/**
 * Sends what the outbox holds: polls every second and right after `kick()`; one batch at a time per
 * process, while other processes take other rows (SKIP LOCKED).
 */
export function createOutboxWorker({ repository, mail, sms, push, log, intervalMs = 1000 }: Deps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  // Failed runs in a row and when the timer may try again: an outage gives one log line, not one a second.
  let failures = 0;
  let pausedUntil = 0;

  async function deliver(channel: string, payload: Record<string, unknown>) {
    if (channel === 'mail') return mail.send(payload as MailPayload);
    if (channel === 'sms') return sms.send(payload as SmsPayload);
    if (channel === 'push' && push) return push.send(payload as PushOutboxPayload);
    throw new Error(`unknown channel ${channel}`);
  }

  async function batch(): Promise<number> {
    const claimed = await repository.claim(20);
    for (const message of claimed) {
      try {
        await deliver(message.channel, message.payload);
        await repository.markSent(message.id);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000);
        log.warn(
          { outboxId: message.id, channel: message.channel, attempts: message.attempts, error: text },
          'send failed',
        );
        await repository.markFailed(message.id, text.slice(0, 500), retryAt);
      }
    }
    return claimed.length;
  }

  /** Runs batches until nothing is due; concurrent calls share the run. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          let n: number;
          do {
            n = await batch();
            total += n;
          } while (n > 0);
        } while (again);
        if (failures > 0) log.info('outbox resumed');
        failures = 0;
        pausedUntil = 0;
      } catch (error) {
        failures += 1;
        pausedUntil = Date.now() + pauseAfterFailuresMs(failures);
        if (failures === 1) log.error(`outbox paused: ${failureReason(error)}`);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  return {
    runOnce,
    /** Asks for a run soon (after a message was enqueued). */
    kick() {
      setImmediate(() => void runOnce());
    },
    start() {
      timer ??= setInterval(() => {
        if (Date.now() >= pausedUntil) void runOnce();
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      mail.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/** One line without the driver's text (Drizzle's error message holds the SQL and its parameters). */
function failureReason(error: unknown): string {
  const unavailable = databaseUnavailableReason(error);
  if (unavailable) return `database unavailable (${unavailable})`;
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.cause?.code;
  return `run failed (${typeof code === 'string' ? code : error instanceof Error ? error.name : 'error'})`;
}
