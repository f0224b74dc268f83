import type { Betreuung } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import type { TransferContract } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  bestandsuebertragungen,
  bestandsuebertragungVerlauf,
  bestandsuebertragungVertraege,
  contracts,
} from '../../../db/schema';

/** The transfer of the agency and its contract the path names, as a step reads them. */
export type StepTarget = {
  transfer: Pick<typeof bestandsuebertragungen.$inferSelect, 'id' | 'userId' | 'level' | 'status'>;
  contract: typeof bestandsuebertragungVertraege.$inferSelect;
};

/**
 * The reads and writes of a workspace step on one contract of a transfer (issue 29): the path's transfer
 * (the agency's) and contract, unlocked for the route's checks and locked (FOR UPDATE, transfer first)
 * for the save.
 */
export function createAnswerRepository(db: Db) {
  async function target(tx: Db, agencyId: number, id: number, contractId: number, lock: boolean) {
    const transferQuery = tx
      .select({
        id: bestandsuebertragungen.id,
        userId: bestandsuebertragungen.userId,
        level: bestandsuebertragungen.level,
        status: bestandsuebertragungen.status,
      })
      .from(bestandsuebertragungen)
      .where(and(eq(bestandsuebertragungen.id, id), eq(bestandsuebertragungen.agencyId, agencyId)));
    const [transfer] = lock ? await transferQuery.for('update') : await transferQuery;
    if (!transfer) return { transfer: null, contract: null };
    const contractQuery = tx
      .select()
      .from(bestandsuebertragungVertraege)
      .where(
        and(
          eq(bestandsuebertragungVertraege.transferId, transfer.id),
          eq(bestandsuebertragungVertraege.contractId, contractId),
        ),
      );
    const [contract] = lock ? await contractQuery.for('update') : await contractQuery;
    return { transfer, contract: contract ?? null };
  }

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The agency's transfer `id` and its contract `contractId` (null where the path names none). */
    find(agencyId: number, id: number, contractId: number) {
      return target(db, agencyId, id, contractId, false);
    },

    /** The same, locked for the step's save. */
    lock(tx: Db, agencyId: number, id: number, contractId: number) {
      return target(tx, agencyId, id, contractId, true);
    },

    /** Stores the contract's new status and its step in the history, recorded `at` (the app's clock). */
    async saveStep(
      tx: Db,
      row: StepTarget['contract'],
      next: Pick<TransferContract, 'status' | 'datum' | 'notiz' | 'gesendetAm'>,
      recorded: { adviserId: number; at: Date },
    ) {
      await tx
        .update(bestandsuebertragungVertraege)
        .set({ status: next.status, datum: next.datum, notiz: next.notiz, gesendetAm: next.gesendetAm })
        .where(eq(bestandsuebertragungVertraege.id, row.id));
      await tx.insert(bestandsuebertragungVerlauf).values({
        transferContractId: row.id,
        status: next.status,
        datum: next.datum,
        notiz: next.notiz,
        adviserId: recorded.adviserId,
        createdAt: recorded.at,
      });
    },

    /** Who looks after the customer's contract now (a contract deleted meanwhile is left alone). */
    async setBetreuung(tx: Db, userId: number, contractId: number, betreuung: Betreuung) {
      await tx
        .update(contracts)
        .set({ betreuung })
        .where(and(eq(contracts.id, contractId), eq(contracts.userId, userId)));
    },
  };
}

export type AnswerRepository = ReturnType<typeof createAnswerRepository>;
