import { ANSWER_PERIOD_DAYS } from '@kundenportal/domain/bestandsuebertragung/board-state';
import { addDays } from '@kundenportal/domain/validation/date-bounds';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agents, bestandsuebertragungen, bestandsuebertragungVertraege, users } from '../../../db/schema';

export type OverdueCandidate = {
  id: number;
  transferId: number;
  agencyId: number;
  /** The customer's account: the agency's mail names them (ADR 242). */
  userId: number;
  customer: string;
  versicherer: string;
  nummer: string;
  status: 'gesendet';
  gesendetAm: string;
  erinnertAm: string | null;
};

/**
 * The reminder worker's reads and writes of unanswered transfer letters (issue 29): contracts still
 * `gesendet` whose answer period ended before `today`, locked (SKIP LOCKED: parallel workers take each once),
 * the day their agency was reminded, and where the agency's mail goes.
 */
export function createOverdueRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Contracts sent on or before the last day whose period is over at `today`, not reminded since `gesendetAm`. */
    async candidates(tx: Db, today: string): Promise<OverdueCandidate[]> {
      const rows = await tx
        .select({
          id: bestandsuebertragungVertraege.id,
          transferId: bestandsuebertragungVertraege.transferId,
          agencyId: bestandsuebertragungen.agencyId,
          userId: bestandsuebertragungen.userId,
          customer: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          versicherer: bestandsuebertragungVertraege.versicherer,
          nummer: bestandsuebertragungVertraege.nummer,
          gesendetAm: bestandsuebertragungVertraege.gesendetAm,
          erinnertAm: bestandsuebertragungVertraege.erinnertAm,
        })
        .from(bestandsuebertragungVertraege)
        .innerJoin(
          bestandsuebertragungen,
          eq(bestandsuebertragungen.id, bestandsuebertragungVertraege.transferId),
        )
        .innerJoin(users, eq(users.id, bestandsuebertragungen.userId))
        .where(
          and(
            eq(bestandsuebertragungVertraege.status, 'gesendet'),
            eq(bestandsuebertragungen.status, 'beantragt'),
            lte(bestandsuebertragungVertraege.gesendetAm, addDays(today, -(ANSWER_PERIOD_DAYS + 1))),
            sql`(${bestandsuebertragungVertraege.erinnertAm} is null or ${bestandsuebertragungVertraege.erinnertAm} <= ${bestandsuebertragungVertraege.gesendetAm} + ${ANSWER_PERIOD_DAYS}::integer)`,
          ),
        )
        .orderBy(asc(bestandsuebertragungVertraege.id))
        .for('update', { of: bestandsuebertragungVertraege, skipLocked: true });
      return rows.flatMap((row) =>
        row.gesendetAm === null ? [] : [{ ...row, gesendetAm: row.gesendetAm, status: 'gesendet' as const }],
      );
    },

    /** Marks the contracts as reminded on `today`. */
    async markReminded(tx: Db, ids: readonly number[], today: string) {
      if (ids.length === 0) return;
      await tx
        .update(bestandsuebertragungVertraege)
        .set({ erinnertAm: today })
        .where(inArray(bestandsuebertragungVertraege.id, [...ids]));
    },

    /** The agency's address, or without one each of its advisers'. */
    async agencyRecipients(tx: Db, agencyId: number): Promise<string[]> {
      const [agency] = await tx.select({ email: agents.email }).from(agents).where(eq(agents.id, agencyId));
      if (agency?.email) return [agency.email];
      const advisers = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.role, 'adviser')));
      return advisers.map((adviser) => adviser.email);
    },
  };
}

export type OverdueRepository = ReturnType<typeof createOverdueRepository>;
