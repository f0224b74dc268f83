import type { Db } from '../../../db/client';
import { adviserAuditEntries } from '../../../lib/adviser-audit';

/** The agency's change log as the workspace reads it (issue 14); every query scoped to the agency. */
export function createAuditRepository(db: Db) {
  return {
    /** The agency's newest `limit` entries about one customer, newest first. */
    entries(agencyId: number, customerId: number, limit: number) {
      return adviserAuditEntries(db, agencyId, customerId, limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
