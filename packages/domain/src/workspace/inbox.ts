import { z } from 'zod';
import type { AdviserRequestKind } from '../adviser-requests/request-kinds';
import { formTexts } from '../texts/form';
import { workspaceTexts } from '../texts/workspace';

/**
 * The adviser's inbox (issue 14, docs/decisions/028-inbox.md): what reaches the agency from its customers,
 * by category, each with its unread count. Requests are the stored adviser_requests (drafts never show),
 * `formular` the signed forms' audit records, `registrierung` the customers who signed up or activated
 * an invitation. Read marks belong to the agency: what one adviser opened is read for the colleagues too,
 * as in a shared mailbox (the chat's read marks work the same way).
 *
 * GET  /api/berater/eingang                      → InboxSummary
 * GET  /api/berater/eingang/{kategorie}?seite=N  → InboxPage (newest first)
 * POST /api/berater/eingang/gelesen { kategorie, id } → InboxSummary
 * PUT  /api/berater/anfragen/{id}/status { status } → { item: InboxItem }
 */
export const INBOX_REQUEST_CATEGORIES = [
  'schadensmeldung',
  'anfrage',
  'kontaktanfrage',
  'kundenempfehlung',
  'vertrag_optimieren',
  'support',
] as const satisfies readonly AdviserRequestKind[];

/** `loeschung`: the customers' pending erasures (issue 32, ADR 239), shown with their date; the agency cannot stop them. */
export const INBOX_CATEGORIES = [
  ...INBOX_REQUEST_CATEGORIES,
  'formular',
  'registrierung',
  'loeschung',
] as const;
export type InboxCategory = (typeof INBOX_CATEGORIES)[number];
export type InboxRequestCategory = (typeof INBOX_REQUEST_CATEGORIES)[number];

/** Items per page of one category. */
export const INBOX_PAGE_SIZE = 25;
/** The last page number asked for (25 × 400 = 10,000 items back). */
export const INBOX_PAGE_MAX = 400;

/** The states an adviser sets on a request; 'entwurf' is the customer's and never set here. */
export const SETTABLE_REQUEST_STATUSES = ['eingegangen', 'in_bearbeitung', 'erledigt'] as const;
export type SettableRequestStatus = (typeof SETTABLE_REQUEST_STATUSES)[number];

export function isInboxCategory(value: unknown): value is InboxCategory {
  return typeof value === 'string' && (INBOX_CATEGORIES as readonly string[]).includes(value);
}

export function isRequestCategory(category: InboxCategory): category is InboxRequestCategory {
  return (INBOX_REQUEST_CATEGORIES as readonly string[]).includes(category);
}

/**
 * The path of GET /api/berater/eingang/{kategorie}: a category the route's preValidation has checked
 * (anything else is the 404 of an unknown item, before the query's 422; ADR 100).
 */
export const inboxCategoryParamsSchema = z.object({ kategorie: z.enum(INBOX_CATEGORIES) });

/** GET /api/berater/eingang/{kategorie}?seite=N: N from 1 (digits only). */
export const inboxPageQuerySchema = z.strictObject({
  seite: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, { error: workspaceTexts.inbox.invalidPage })
    .transform(Number)
    .pipe(z.number().max(INBOX_PAGE_MAX, { error: workspaceTexts.inbox.invalidPage }))
    .optional(),
});

/** An item's id: a request's or customer's number, or a signed form's UUID. */
const ITEM_ID = /^(?:[1-9]\d{0,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const inboxReadSchema = z.strictObject({
  kategorie: z.enum(INBOX_CATEGORIES, { error: workspaceTexts.inbox.invalidCategory }),
  id: z
    .string({ error: workspaceTexts.inbox.invalidItem })
    .regex(ITEM_ID, { error: workspaceTexts.inbox.invalidItem }),
});
export type InboxReadInput = z.infer<typeof inboxReadSchema>;

export const requestStatusSchema = z.strictObject({
  status: z.enum(SETTABLE_REQUEST_STATUSES, { error: formTexts.invalidValue }),
});

const fieldSchema = z.object({ label: z.string(), value: z.string() });

/** A signed form's audit record as the adviser sees it (the proof: hashes, time, where it was signed). */
export const inboxAuditSchema = z.object({
  seq: z.number().int(),
  formKey: z.string(),
  templateVersion: z.number().int(),
  signer: z.string(),
  signatureKind: z.string(),
  signedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  contentSha256: z.string(),
  pdfSha256: z.string(),
  prevHash: z.string().nullable(),
  recordHash: z.string(),
  /** The record's hash matches its content and the link before it. */
  intact: z.boolean(),
});

export const inboxItemSchema = z.object({
  category: z.enum(INBOX_CATEGORIES),
  id: z.string(),
  /** ISO time it arrived. */
  createdAt: z.string(),
  read: z.boolean(),
  /** The customer it is from; null once the account is gone (a signed form's record outlives it). */
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  title: z.string(),
  /** What the customer entered, as label and text, in the form's order (empty values left out). */
  fields: z.array(fieldSchema),
  /** Requests only. */
  status: z.enum(SETTABLE_REQUEST_STATUSES).optional(),
  /** Damage reports and enquiries: the attached file names and the download of all of them. */
  attachments: z.array(z.string()).optional(),
  attachmentsUrl: z.string().optional(),
  audit: inboxAuditSchema.optional(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({ items: z.array(inboxItemSchema), hasMore: z.boolean() });
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** The answer of PUT /api/berater/anfragen/{id}/status: the request as the inbox shows it now. */
export const requestStatusResponseSchema = z.object({ item: inboxItemSchema }) satisfies z.ZodType<{
  item: InboxItem;
}>;

export const inboxSummarySchema = z.object({
  categories: z.array(
    z.object({ kategorie: z.enum(INBOX_CATEGORIES), unread: z.number().int(), total: z.number().int() }),
  ),
  /** Unread customer messages over all conversations. */
  chatUnread: z.number().int(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

/** The unread items of every category and chat together (the navigation's badge). */
export function unreadTotal(summary: InboxSummary): number {
  return summary.categories.reduce((sum, category) => sum + category.unread, summary.chatUnread);
}
