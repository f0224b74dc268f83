import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { type AdviserRequestKind, INQUIRE_KINDS } from '@kundenportal/domain/adviser-requests/request-kinds';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adviserRequests, agents, users } from '../../db/schema';

export type AdviserRequestRow = typeof adviserRequests.$inferSelect;

/** The requests a customer sends to the adviser (table adviser_requests), and who sends and receives them. */
export function createAdviserRequestsRepository(db: Db) {
  return {
    db,

    /** The customer with config and adviser (null without one), for rights and the adviser's mail. */
    async sender(userId: number, tx: Db = db) {
      const [row] = await tx
        .select({ customer: users, agent: agents })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        customer: {
          id: row.customer.id,
          firstName: row.customer.firstName,
          lastName: row.customer.lastName,
          email: row.customer.email,
        },
        config: resolveConfig(row.customer.config),
        agent: row.agent,
      };
    },

    /** Whether `id` is an inquire (damage report or enquiry) of the customer: documents attach to it. */
    async isInquireOf(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: adviserRequests.id })
        .from(adviserRequests)
        .where(
          and(
            eq(adviserRequests.userId, userId),
            eq(adviserRequests.id, id),
            inArray(adviserRequests.kind, [...INQUIRE_KINDS]),
          ),
        );
      return row !== undefined;
    },

    list(userId: number, kind: AdviserRequestKind): Promise<AdviserRequestRow[]> {
      return db
        .select()
        .from(adviserRequests)
        .where(and(eq(adviserRequests.userId, userId), eq(adviserRequests.kind, kind)))
        .orderBy(desc(adviserRequests.createdAt), desc(adviserRequests.id));
    },

    /** The customer a request of this kind belongs to, or null. */
    async ownerOf(kind: AdviserRequestKind, id: number): Promise<number | null> {
      const [row] = await db
        .select({ userId: adviserRequests.userId })
        .from(adviserRequests)
        .where(and(eq(adviserRequests.kind, kind), eq(adviserRequests.id, id)));
      return row?.userId ?? null;
    },

    /** One request of the customer, locked for the rest of the transaction. */
    async lock(tx: Db, userId: number, kind: AdviserRequestKind, id: number) {
      const [row] = await tx
        .select()
        .from(adviserRequests)
        .where(
          and(eq(adviserRequests.userId, userId), eq(adviserRequests.kind, kind), eq(adviserRequests.id, id)),
        )
        .for('update');
      return row ?? null;
    },
  };
}

export type AdviserRequestsRepository = ReturnType<typeof createAdviserRequestsRepository>;
export type Sender = NonNullable<Awaited<ReturnType<AdviserRequestsRepository['sender']>>>;
