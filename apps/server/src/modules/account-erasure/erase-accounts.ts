import { erasedMailText, type RetainedRecord } from '@kundenportal/domain/account-erasure/retention';
import { accountMailTexts } from '@kundenportal/domain/texts/account-mails';
import type { Db } from '../../db/client';
import { enqueue } from '../../lib/outbox/outbox-repository';
import type { ClaimedErasure, ErasureRepository } from './erasure-repository';

/** What the retention part (ADR 245, retention.ts) does inside the erasure's transactions. */
export type RetentionSteps = {
  /** Restricts the records a retention duty keeps, before the account's rows are deleted. */
  restrict(tx: Db, userId: number, now: Date): Promise<{ kept: RetainedRecord[] }>;
  /** Purges restricted records past their last day (each pass). */
  purge(tx: Db, now: Date): Promise<number>;
  /** After the purge's commit: removes the purged records' files (clearing their keys in `tx`). */
  removeFiles(tx: Db): Promise<number>;
};

export type ErasureJobDeps = {
  repository: ErasureRepository;
  /** Removes the queued files (lib/blob-store/removal-gate: held while a backup copies, ADR 335). */
  drainRemovals(): Promise<number>;
  retention: RetentionSteps;
  /** After an account's erasure committed (this process's cached views of it go). */
  erased(userId: number): void;
};

/**
 * The erasure job's pass (issue 32, ADR 240): every due erasure in three steps, each safe to repeat after a
 * crash. 1. One transaction marks it started and closes the account (no login, no session). 2. One
 * transaction deletes the account's rows (the retention's records restricted first), queues its files'
 * keys and its bank aggregator users (the banking module deletes those at the aggregator, ADR 284), tells
 * the agency's log and queues the customer's mail. 3. After the commit the files go from the blob store.
 * A kill between the steps leaves a closed account or queued keys, which the next pass finishes. Answers
 * the erased accounts (their mails are queued).
 */
export async function eraseDueAccounts(deps: ErasureJobDeps, now: Date): Promise<number> {
  const { repository } = deps;
  let erased = 0;
  for (;;) {
    const closed = await repository.transaction(async (tx) => {
      const erasure = await repository.claim(tx, now);
      if (erasure) await repository.closeAccount(tx, erasure, now);
      return erasure;
    });
    if (!closed) break;
    const done = await repository.transaction(async (tx) => {
      // Another process may have taken it between the two transactions: then it is its to finish.
      const erasure = await repository.claim(tx, now, closed.id);
      if (erasure) await eraseAccount(deps, tx, erasure, now);
      return erasure;
    });
    if (done) {
      deps.erased(done.userId);
      erased += 1;
    }
  }
  await repository.transaction((tx) => deps.retention.purge(tx, now));
  await repository.transaction((tx) => deps.retention.removeFiles(tx));
  await deps.drainRemovals();
  return erased;
}

async function eraseAccount(deps: ErasureJobDeps, tx: Db, erasure: ClaimedErasure, now: Date) {
  const { repository } = deps;
  const { kept } = await deps.retention.restrict(tx, erasure.userId, now);
  const keys = await repository.fileKeys(tx, erasure.userId);
  await repository.queueAggregatorRemovals(tx, erasure.userId, now);
  await repository.deleteRows(tx, erasure);
  await repository.queueRemovals(tx, keys);
  await repository.forgetInboxItem(tx, erasure);
  if (erasure.agentId !== null) await repository.logErased(tx, erasure.agentId, erasure.dueAt);
  // The last word to the address, and then the outbox forgets it (ADR 240): no name in it.
  await enqueue(tx, {
    channel: 'mail',
    payload: {
      to: erasure.email,
      subject: accountMailTexts.erasedSubject,
      text: erasedMailText(kept),
      removeWhenSent: true,
    },
  });
}
