import type { FastifyInstance } from 'fastify';
import { databaseUnavailableReason } from '../db/connection-errors';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Runs `task` every ten minutes while the app is open (purging rows nobody needs any more). A failure
 * is one log line: during an outage a reason, never the driver's text (it can hold SQL and values).
 */
export function everyTenMinutes(app: FastifyInstance, name: string, task: () => Promise<void>): void {
  const timer = setInterval(() => {
    task().catch((error) => {
      const reason = databaseUnavailableReason(error);
      if (reason) app.log.warn(`${name} skipped: database unavailable (${reason})`);
      else app.log.warn({ err: error }, `${name} failed`);
    });
  }, TEN_MINUTES);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
