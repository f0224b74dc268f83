import type { Db } from '../../../db/client';

/**
 * The sub-area's own SQL is none: the contracts module writes the contracts (`app.providedContracts`);
 * this only opens the transaction the write and the agency's log share.
 */
export function createVertraegeRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type VertraegeRepository = ReturnType<typeof createVertraegeRepository>;
