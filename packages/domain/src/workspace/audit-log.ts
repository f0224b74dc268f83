import { z } from 'zod';
import { workspaceAuditTexts } from '../texts/workspace-audit';

/**
 * The agency's change log (issue 14): who of the agency changed what, and when — about one customer or,
 * for the agency's own page, brand, legal texts, referral tiers and form templates, about the agency.
 *
 * GET /api/berater/kunden/{id}/protokoll → { entries: AuditEntry[] } newest first
 * GET /api/berater/agentur/protokoll     → { entries: AuditEntry[] } newest first
 */
/** What the log records; each with its German label in `texts/workspace-audit.ts`. */
export type AuditAction = keyof typeof workspaceAuditTexts.actions;

export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(workspaceAuditTexts.actions, action);

/** The log's name of an action (an entry written before an action was renamed shows as it is). */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? workspaceAuditTexts.actions[action] : action;

export const CUSTOMER_AUDIT_LIMIT = 200;
export const AGENCY_LOG_LIMIT = 100;

export type AuditEntry = {
  id: number;
  /** ISO time. */
  at: string;
  adviserName: string;
  action: string;
  changes: { key: string; before: unknown; after: unknown }[];
};

const auditChangeSchema = z.object({
  key: z.string(),
  before: z.unknown().meta({ description: 'the value before (null: not set)' }),
  after: z.unknown().meta({ description: 'the value after (null: not set)' }),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  adviserName: z.string(),
  action: z.string().meta({ description: 'one of the log’s actions (AuditAction)' }),
  changes: z.array(auditChangeSchema),
}) satisfies z.ZodType<AuditEntry>;

/** A change log's answer, about a customer or about the agency itself, newest first. */
export const auditLogResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
