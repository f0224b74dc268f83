import {
  type Betreuung,
  DEFAULT_BETREUUNG,
  isBetreuung,
} from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contracts } from '../../../db/schema';

/** A customer's contract as the Betreuung's save reads it. */
export type BetreuungContract = {
  id: number;
  gesellschaft: string;
  nummer: string | null;
  sparte: string;
  betreuung: Betreuung;
};

/**
 * The contract's Betreuung set by the agency (issue 29, ADR 186): the contract of the path, only as one of
 * the customer's (the route has checked the customer is the agency's), locked for the save.
 */
export function createBetreuungRepository(db: Db) {
  const select = (tx: Db, customerId: number, contractId: number) =>
    tx
      .select({
        id: contracts.id,
        gesellschaft: contracts.gesellschaft,
        nummer: contracts.nummer,
        sparte: contracts.sparte,
        betreuung: contracts.betreuung,
      })
      .from(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.userId, customerId)));

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async isContractOf(customerId: number, contractId: number): Promise<boolean> {
      return (await select(db, customerId, contractId)).length > 0;
    },

    async lock(tx: Db, customerId: number, contractId: number): Promise<BetreuungContract | null> {
      const [row] = await select(tx, customerId, contractId).for('update');
      if (!row) return null;
      return { ...row, betreuung: isBetreuung(row.betreuung) ? row.betreuung : DEFAULT_BETREUUNG };
    },

    async save(tx: Db, contractId: number, betreuung: Betreuung): Promise<void> {
      await tx.update(contracts).set({ betreuung }).where(eq(contracts.id, contractId));
    },
  };
}

export type BetreuungRepository = ReturnType<typeof createBetreuungRepository>;
