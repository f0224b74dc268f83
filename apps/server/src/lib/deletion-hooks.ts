import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/**
 * What other modules do when an entry goes (`app.personDeletionHooks`, `app.contracts.deletionHooks`;
 * modules do not import each other): runs in the deleting transaction and may return work for after
 * COMMIT (the documents' files, ADR 055).
 */
export type DeletionHook<Entry> = (
  tx: Db,
  entry: Entry,
  log: FastifyBaseLogger,
) => Promise<(() => Promise<void>) | undefined>;

/**
 * Deletes an entry in one transaction: `lock` finds and locks its row (or refuses), every hook does its
 * part, `remove` deletes the row; after COMMIT the hooks' work runs.
 */
export async function deleteWithHooks<Entry>(
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>,
  hooks: readonly DeletionHook<Entry>[],
  entry: Entry,
  log: FastifyBaseLogger,
  steps: { lock: (tx: Db) => Promise<void>; remove: (tx: Db) => Promise<unknown> },
): Promise<void> {
  const afterCommit = await transaction(async (tx) => {
    await steps.lock(tx);
    const after = [];
    for (const hook of hooks) after.push(await hook(tx, entry, log));
    await steps.remove(tx);
    return after;
  });
  for (const work of afterCommit) await work?.();
}
