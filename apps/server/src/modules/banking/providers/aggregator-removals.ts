import type { FastifyBaseLogger } from 'fastify';
import { databaseUnavailableReason } from '../../../db/connection-errors';
import { AppError } from '../../../lib/app-error';
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
  /** Milliseconds of a monotonic clock, for the pass's time budget (tests step it). */
  elapsed?: () => number;
};

/** At most this many users per pass, so a slow aggregator does not hold up the worker's other tasks for long. */
export const ROWS_PER_PASS = 5;
/** No further row is claimed once a pass ran this long (each call to the aggregator may take 20 s). */
export const PASS_BUDGET_MS = 60_000;
/**
 * A claimed row is due again after this long (a process that died during the call leaves it for later):
 * well beyond one removal's longest run (token and DELETE, each renewed once on a 401, 20 s a call).
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * Deletes the aggregator users the account erasure queued (ADR 284, 289), one at a time: a row is claimed
 * in a short transaction (SKIP LOCKED, due again after the lease), the aggregator is called outside any
 * transaction, and the row goes once the aggregator deleted the user (or has none of that login); a
 * failure keeps it with one attempt more and the next one due after a doubling wait (a minute, two, four …
 * at most a day). A pass takes at most ROWS_PER_PASS rows, none after PASS_BUDGET_MS, and ends at the first
 * "no answer" (the aggregator is down: the others would only wait for it too). Without a configured
 * aggregator the queue waits. Answers how many users went. The log names the attempt and the aggregator's answer, never the login.
 */
export async function removeQueuedAggregatorUsers(deps: AggregatorRemovalDeps, now: Date): Promise<number> {
  const { repository, cipher, provider, log } = deps;
  if (!provider) return 0;
  const elapsed = deps.elapsed ?? (() => performance.now());
  const started = elapsed();
  let removed = 0;
  for (let taken = 0; taken < ROWS_PER_PASS && elapsed() - started < PASS_BUDGET_MS; taken += 1) {
    const row = await repository.claimNext(provider.name, now, new Date(now.getTime() + CLAIM_LEASE_MS));
    if (!row) break;
    try {
      await provider.remove({
        login: cipher.open(row.loginSealed),
        password: cipher.open(row.passwordSealed),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      await repository.postpone(row.id, attempts, new Date(now.getTime() + retryWaitMs(attempts)));
      log.warn(
        { provider: provider.name, attempts, reason: error instanceof Error ? error.message : 'unknown' },
        'bank aggregator user not deleted yet',
      );
      if (error instanceof AppError && error.code === 'banking_provider_unavailable') break;
      continue;
    }
    await repository.done(row.id);
    removed += 1;
  }
  return removed;
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
