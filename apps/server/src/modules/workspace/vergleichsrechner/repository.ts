import type { Rechner, RechnerBody } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { vergleichsrechner } from '../../../db/schema';

const columns = {
  id: vergleichsrechner.id,
  titel: vergleichsrechner.titel,
  sparte: vergleichsrechner.sparte,
  url: vergleichsrechner.url,
  origins: vergleichsrechner.origins,
};

/** SQL of the agency's Vergleichsrechner (issue 31); every query names the adviser's own agency. */
export function createRechnerRepository(db: Db) {
  const ofAgency = (agencyId: number, id: number) =>
    and(eq(vergleichsrechner.agencyId, agencyId), eq(vergleichsrechner.id, id));
  return {
    list(agencyId: number): Promise<Rechner[]> {
      return db
        .select(columns)
        .from(vergleichsrechner)
        .where(eq(vergleichsrechner.agencyId, agencyId))
        .orderBy(asc(vergleichsrechner.createdAt), asc(vergleichsrechner.id));
    },

    async exists(agencyId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vergleichsrechner.id })
        .from(vergleichsrechner)
        .where(ofAgency(agencyId, id));
      return row !== undefined;
    },

    async create(agencyId: number, body: RechnerBody): Promise<Rechner> {
      const [row] = await db
        .insert(vergleichsrechner)
        .values({ agencyId, ...body })
        .returning(columns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The calculator changed; null when it is no longer the agency's. */
    async update(agencyId: number, id: number, body: RechnerBody): Promise<Rechner | null> {
      const [row] = await db
        .update(vergleichsrechner)
        .set(body)
        .where(ofAgency(agencyId, id))
        .returning(columns);
      return row ?? null;
    },

    async remove(agencyId: number, id: number): Promise<void> {
      await db.delete(vergleichsrechner).where(ofAgency(agencyId, id));
    },
  };
}

export type RechnerRepository = ReturnType<typeof createRechnerRepository>;
