import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adviserAuditLog } from '../db/schema';

export type AuditChange = { key: string; before: unknown; after: unknown };

/**
 * One entry of the agency's audit log (issue 14): who of the agency did what to a customer's data, and
 * when. Written in the caller's transaction, so the entry exists exactly when the change does. The
 * adviser's name is copied in: it stays readable after that account is gone.
 */
export async function writeAdviserAudit(
  tx: Db,
  adviser: { userId: number; agencyId: number },
  customerId: number,
  action: string,
  changes: AuditChange[],
): Promise<void> {
  await tx.insert(adviserAuditLog).values({
    agencyId: adviser.agencyId,
    adviserId: adviser.userId,
    adviserName: sql`(select first_name || ' ' || last_name from users where id = ${adviser.userId})`,
    customerId,
    action,
    changes,
  });
}
