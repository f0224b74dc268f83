import type { UserConfig } from '@kundenportal/domain/account/config-flags';
import { type AdviserRequestKind, INQUIRE_KINDS } from '@kundenportal/domain/adviser-requests/request-kinds';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adviserRequests, agents } from '../../db/schema';

export type AdviserRequestRow = typeof adviserRequests.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;

/** A request as stored when it is sent (or kept as a draft). */
export type NewRequest = {
  userId: number;
  agentId: number;
  kind: AdviserRequestKind;
  payload: Record<string, unknown>;
  contractId?: number | null;
  status: 'eingegangen' | 'entwurf';
  sentAt?: Date;
};

/** The requests a customer sends to the adviser (table adviser_requests), and who sends and receives them. */
export function createAdviserRequestsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The customer's adviser (agency), who receives the requests; null when there is none. */
    async agent(agentId: number): Promise<AgentRow | null> {
      const [row] = await db.select().from(agents).where(eq(agents.id, agentId));
      return row ?? null;
    },

    /** Stores a request; answers its id. */
    async insert(tx: Db, request: NewRequest): Promise<number> {
      const [row] = await tx.insert(adviserRequests).values(request).returning({ id: adviserRequests.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** A draft is sent: 'eingegangen' to this adviser at `at`. */
    async markSent(tx: Db, id: number, agentId: number, at: Date): Promise<void> {
      await tx
        .update(adviserRequests)
        .set({ status: 'eingegangen', sentAt: at, agentId })
        .where(eq(adviserRequests.id, id));
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
/** Who sends a request (the session's customer) and to whom (their adviser, null without one). */
export type Sender = {
  customer: { id: number; firstName: string; lastName: string; email: string };
  config: UserConfig;
  agent: AgentRow | null;
};
