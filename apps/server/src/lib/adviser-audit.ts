import type { AuditAction, AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adviserAuditLog } from '../db/schema';

export type AuditChange = { key: string; before: unknown; after: unknown };

/**
 * One entry of the agency's audit log (issue 14): who of the agency did what to a customer's data
 * (`customerId`) or to the agency itself (null), and when. Written in the caller's transaction, so the
 * entry exists exactly when the change does. The adviser's name is copied in: it stays readable after
 * that account is gone.
 */
export async function writeAdviserAudit(
  tx: Db,
  adviser: { userId: number; agencyId: number },
  customerId: number | null,
  action: AuditAction,
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

/**
 * An entry of the customer's own step in the agency's log (issue 29: the Bestandsübertragung's request,
 * signature and withdrawal, ADR 187): no adviser acted, so `adviser_id` is null and the name is the
 * customer's, copied in like an adviser's; the action's label says it was the customer.
 */
export async function writeCustomerAudit(
  tx: Db,
  customer: { userId: number; agencyId: number },
  action: AuditAction,
  changes: AuditChange[],
): Promise<void> {
  await tx.insert(adviserAuditLog).values({
    agencyId: customer.agencyId,
    adviserId: null,
    adviserName: sql`(select first_name || ' ' || last_name from users where id = ${customer.userId})`,
    customerId: customer.userId,
    action,
    changes,
  });
}

/** The agency's newest `limit` entries about one customer, or with null about the agency itself. */
export async function adviserAuditEntries(
  db: Db,
  agencyId: number,
  customerId: number | null,
  limit: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: adviserAuditLog.id,
      at: adviserAuditLog.createdAt,
      adviserName: adviserAuditLog.adviserName,
      action: adviserAuditLog.action,
      changes: adviserAuditLog.changes,
    })
    .from(adviserAuditLog)
    .where(
      and(
        eq(adviserAuditLog.agencyId, agencyId),
        customerId === null ? isNull(adviserAuditLog.customerId) : eq(adviserAuditLog.customerId, customerId),
      ),
    )
    .orderBy(desc(adviserAuditLog.createdAt), desc(adviserAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** One change per key whose value differs (by JSON), keyed `prefix.key`; keys missing on a side are null. */
export function fieldChanges(
  prefix: string,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key) => ({ key: `${prefix}.${key}`, before: before[key] ?? null, after: after[key] ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
