import type { FastifyBaseLogger } from 'fastify';
import { databaseUnavailableReason } from '../../../db/connection-errors';
import type { FieldCipher } from '../../../lib/field-cipher';
import type { AggregatorRemovalsRepository } from './aggregator-removals-repository';
import type { BankConnectionProvider } from './bank-provider';

/** The wait after the first failed attempt; it doubles with each further one, up to a day. */
export const FIRST_RETRY_MS = 60_000;
export const LONGEST_RETRY_MS = 24 * 60 * 60_000;

/** When to try again after `attempts` failed attempts. */
export function retryWaitMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

export type AggregatorRemovalDeps = {
  repository: AggregatorRemovalsRepository;
  cipher: FieldCipher;
  provider: BankConnectionProvider | null;
  log: FastifyBaseLogger;
};

/**
 * Deletes the aggregator users the account erasure queued (ADR 284), one at a time, each row locked while
 * its user is deleted (another process takes another): the row goes once the aggregator deleted the user
 * (or has none of that login); a failure keeps it with one attempt more and the next one due after a
 * doubling wait (a minute, two, four … at most a day). Without a configured aggregator the queue waits.
 * Answers how many users went. The log names the attempt and the aggregator's answer, never the login.
 */
export async function removeQueuedAggregatorUsers(deps: AggregatorRemovalDeps, now: Date): Promise<number> {
  const { repository, cipher, provider, log } = deps;
  if (!provider) return 0;
  let removed = 0;
  for (;;) {
    const outcome = await repository.transaction(async (tx) => {
      const row = await repository.nextDue(tx, provider.name, now);
      if (!row) return 'none';
      try {
        await provider.remove({
          login: cipher.open(row.loginSealed),
          password: cipher.open(row.passwordSealed),
        });
      } catch (error) {
        const attempts = row.attempts + 1;
        await repository.postpone(tx, row.id, attempts, new Date(now.getTime() + retryWaitMs(attempts)));
        log.warn(
          { provider: provider.name, attempts, reason: error instanceof Error ? error.message : 'unknown' },
          'bank aggregator user not deleted yet',
        );
        return 'failed';
      }
      await repository.done(tx, row.id);
      return 'removed';
    });
    if (outcome === 'none') return removed;
    if (outcome === 'removed') removed += 1;
  }
}

/** The removals as a task of the reminder worker (as the erasure job, ADR 240): its failure is its own log line. */
export function removalTask(deps: AggregatorRemovalDeps) {
  return async (now: Date): Promise<number> => {
    try {
      const removed = await removeQueuedAggregatorUsers(deps, now);
      if (removed > 0) deps.log.info({ removed }, 'bank aggregator users deleted');
    } catch (error) {
      if (databaseUnavailableReason(error)) throw error;
      deps.log.error({ err: error }, 'bank aggregator user removal failed');
    }
    return 0;
  };
}
