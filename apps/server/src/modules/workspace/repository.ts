import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';

/**
 * The adviser workspace's reads (issue 14): the adviser, and whether a customer is the agency's (a
 * customer of another agency is never found, whatever id is asked for).
 */
export function createWorkspaceRepository(db: Db) {
  return {
    db,

    async adviser(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          agencyId: agents.id,
          agencyVorname: agents.vorname,
          agencyName: agents.name,
          firma: agents.firma,
        })
        .from(users)
        .innerJoin(agents, eq(agents.id, users.agencyId))
        .where(and(eq(users.id, userId), eq(users.role, 'adviser')));
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        agency: {
          id: row.agencyId,
          name: `${row.agencyVorname} ${row.agencyName}`,
          firma: row.firma,
        },
      };
    },

    /** Whether `customerId` is a customer of the agency (not another agency's, not an adviser). */
    async isCustomerOf(agencyId: number, customerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, customerId), eq(users.agentId, agencyId), eq(users.role, 'customer')));
      return row !== undefined;
    },
  };
}

export type WorkspaceRepository = ReturnType<typeof createWorkspaceRepository>;
