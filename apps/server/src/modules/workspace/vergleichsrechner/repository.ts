import type { Rechner, RechnerBody } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { vergleichsrechner } from '../../../db/schema';
import { fieldChanges, writeAdviserAudit } from '../../../lib/adviser-audit';

type Adviser = { userId: number; agencyId: number };

/** A calculator's fields in the agency's log (`rechner.<field>`); its title under `rechner` names it. */
const logged = ({ sparte, url, origins }: Pick<Rechner, 'sparte' | 'url' | 'origins'>) => ({
  sparte,
  url,
  origins,
});

const columns = {
  id: vergleichsrechner.id,
  titel: vergleichsrechner.titel,
  sparte: vergleichsrechner.sparte,
  url: vergleichsrechner.url,
  origins: vergleichsrechner.origins,
};

/**
 * SQL of the agency's Vergleichsrechner (issue 31); every query names the adviser's own agency. Adding,
 * changing and deleting one is written to the agency's log in the same transaction: a calculator decides
 * which outside origin is framed for every customer of the agency.
 */
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

    create(adviser: Adviser, body: RechnerBody): Promise<Rechner> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vergleichsrechner)
          .values({ agencyId: adviser.agencyId, ...body })
          .returning(columns);
        if (!row) throw new Error('insert returned no row');
        await writeAdviserAudit(tx, adviser, null, 'rechner_created', [
          { key: 'rechner', before: null, after: row.titel },
          ...fieldChanges('rechner', {}, logged(row)),
        ]);
        return row;
      });
    },

    /** The calculator changed; null when it is no longer the agency's. */
    update(adviser: Adviser, id: number, body: RechnerBody): Promise<Rechner | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(columns)
          .from(vergleichsrechner)
          .where(ofAgency(adviser.agencyId, id));
        const [row] = await tx
          .update(vergleichsrechner)
          .set(body)
          .where(ofAgency(adviser.agencyId, id))
          .returning(columns);
        if (!before || !row) return null;
        const changes = fieldChanges('rechner', logged(before), logged(row));
        if (changes.length > 0 || before.titel !== row.titel)
          await writeAdviserAudit(tx, adviser, null, 'rechner_changed', [
            { key: 'rechner', before: before.titel, after: row.titel },
            ...changes,
          ]);
        return row;
      });
    },

    remove(adviser: Adviser, id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(vergleichsrechner)
          .where(ofAgency(adviser.agencyId, id))
          .returning(columns);
        for (const row of gone)
          await writeAdviserAudit(tx, adviser, null, 'rechner_removed', [
            { key: 'rechner', before: row.titel, after: null },
            ...fieldChanges('rechner', logged(row), {}),
          ]);
      });
    },
  };
}

export type RechnerRepository = ReturnType<typeof createRechnerRepository>;
