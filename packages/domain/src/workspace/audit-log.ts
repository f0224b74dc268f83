/**
 * The agency's change log (issue 14): who of the agency changed what, and when — about one customer or,
 * for the agency's own page, brand, legal texts, referral tiers and form templates, about the agency.
 *
 * GET /api/berater/kunden/{id}/protokoll → { entries: AuditEntry[] } newest first
 * GET /api/berater/agentur/protokoll     → { entries: AuditEntry[] } newest first
 */
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
