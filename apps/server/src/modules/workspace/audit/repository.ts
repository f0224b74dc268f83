import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { adviserAuditEntries } from '../../../lib/adviser-audit';

/** The agency's change log as the workspace reads it (issue 14); every query scoped to the agency. */
export function createAuditRepository(db: Db) {
  return {
    /** Whether `customerId` is a customer of the agency (not another agency's, not an adviser). */
    async isCustomerOf(agencyId: number, customerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, customerId), eq(users.agentId, agencyId), eq(users.role, 'customer')));
      return row !== undefined;
    },

    /** The agency's newest `limit` entries about one customer, newest first. */
    entries(agencyId: number, customerId: number, limit: number) {
      return adviserAuditEntries(db, agencyId, customerId, limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
