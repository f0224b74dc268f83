import type { Rechner } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, vergleichsrechner, vergleichsrechnerTickets } from '../../db/schema';

const columns = {
  id: vergleichsrechner.id,
  titel: vergleichsrechner.titel,
  sparte: vergleichsrechner.sparte,
  url: vergleichsrechner.url,
  origins: vergleichsrechner.origins,
};

/** SQL of the customer's side of the Vergleichsrechner (issue 31): the agency's calculators and the tickets. */
export function createVergleichsrechnerRepository(db: Db) {
  return {
    /** The agency's calculators in the order they were added. */
    ofAgency(agencyId: number): Promise<Rechner[]> {
      return db
        .select(columns)
        .from(vergleichsrechner)
        .where(eq(vergleichsrechner.agencyId, agencyId))
        .orderBy(asc(vergleichsrechner.createdAt), asc(vergleichsrechner.id));
    },

    /** Keeps a ticket's hash for the customer and calculator until `expiresAt`; drops the expired ones. */
    async saveTicket(
      ticket: { hash: string; rechnerId: number; userId: number; expiresAt: Date },
      now: Date,
    ) {
      await db.delete(vergleichsrechnerTickets).where(lt(vergleichsrechnerTickets.expiresAt, now));
      await db.insert(vergleichsrechnerTickets).values(ticket);
    },

    /** The customer a ticket of the calculator was for, once: the row is deleted; null when none or expired. */
    async takeTicket(hash: string, rechnerId: number, now: Date): Promise<number | null> {
      const [row] = await db
        .delete(vergleichsrechnerTickets)
        .where(
          and(
            eq(vergleichsrechnerTickets.hash, hash),
            eq(vergleichsrechnerTickets.rechnerId, rechnerId),
            gt(vergleichsrechnerTickets.expiresAt, now),
          ),
        )
        .returning({ userId: vergleichsrechnerTickets.userId });
      return row?.userId ?? null;
    },

    /** A customer's agency and config (the frame host page has no session to read them from). */
    async customer(
      userId: number,
    ): Promise<{ agentId: number | null; config: Record<string, unknown> } | null> {
      const [row] = await db
        .select({ agentId: users.agentId, config: users.config })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'customer')));
      return row ?? null;
    },
  };
}

export type VergleichsrechnerRepository = ReturnType<typeof createVergleichsrechnerRepository>;
