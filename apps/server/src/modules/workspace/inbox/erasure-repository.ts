import { INBOX_PAGE_SIZE } from '@kundenportal/domain/workspace/inbox';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountErasures, inboxReads, users } from '../../../db/schema';

const erasureKey = sql`'loeschung:' || ${accountErasures.id}`;
const readJoin = (agencyId: number) =>
  and(eq(inboxReads.agencyId, agencyId), eq(inboxReads.itemKey, erasureKey));
const ofAgency = (agencyId: number) => and(eq(users.agentId, agencyId), eq(users.role, 'customer'));

/** The agency's customers' pending erasures (issue 32, ADR 239): read only, the agency cannot stop them. */
export function erasureQueries(db: Db) {
  return {
    /** The counts' query (unread, total), for the inbox's one statement of counts (repository.counts). */
    erasureCounts(agencyId: number) {
      return db
        .select({
          unread: sql<number>`(count(*) filter (where ${inboxReads.itemKey} is null))::int`.as('unread'),
          total: sql<number>`count(*)::int`.as('total'),
        })
        .from(accountErasures)
        .innerJoin(users, eq(users.id, accountErasures.userId))
        .leftJoin(inboxReads, readJoin(agencyId))
        .where(ofAgency(agencyId));
    },

    async erasures(agencyId: number, page: number) {
      return db
        .select({
          erasure: accountErasures,
          customer: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          },
          read: sql<boolean>`${inboxReads.itemKey} is not null`,
        })
        .from(accountErasures)
        .innerJoin(users, eq(users.id, accountErasures.userId))
        .leftJoin(inboxReads, readJoin(agencyId))
        .where(ofAgency(agencyId))
        .orderBy(desc(accountErasures.requestedAt), desc(accountErasures.id))
        .limit(INBOX_PAGE_SIZE + 1)
        .offset((page - 1) * INBOX_PAGE_SIZE);
    },

    async erasureExists(agencyId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: accountErasures.id })
        .from(accountErasures)
        .innerJoin(users, eq(users.id, accountErasures.userId))
        .where(and(ofAgency(agencyId), eq(accountErasures.id, id)));
      return row !== undefined;
    },
  };
}
