import type { FastifyInstance } from 'fastify';
import { databaseUnavailableReason } from '../../db/connection-errors';
import { type ErasureJobDeps, eraseDueAccounts } from './erase-accounts';

/**
 * The erasure job (ADR 240) as a task of the reminder worker (`app.reminderTasks`, as ADR 164's transfer
 * reminder): each process runs it when ready, every REMINDER_INTERVAL_SECONDS and after the test clock
 * moved, one run at a time; SKIP LOCKED keeps processes apart. Its failure is its own log line, so the
 * worker's other tasks still run; an outage is left to the worker's one line.
 */
export function addErasureTask(app: FastifyInstance, deps: ErasureJobDeps): void {
  app.reminderTasks.add(async (now) => {
    try {
      const erased = await eraseDueAccounts(deps, now);
      if (erased > 0) app.log.info({ erased }, 'accounts erased');
      return erased;
    } catch (error) {
      if (databaseUnavailableReason(error)) throw error;
      app.log.error({ err: error }, 'account erasure failed');
      return 0;
    }
  });
}
