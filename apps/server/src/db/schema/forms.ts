import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './accounts';
import { timestamps } from './columns';

/**
 * An adviser's form templates (issue 12): markdown with fields (packages/domain/src/adviser-forms).
 * Never changed: editing a template adds the next version; the newest version is the one customers fill.
 */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('form_templates_agent_key_version_idx').on(t.agentId, t.key, t.version)],
);

/**
 * The audit record of a signed form (issue 12, docs/decisions/022-adviser-forms.md): append-only (a
 * trigger refuses UPDATE and DELETE) and hash-chained per adviser — `record_hash` covers the record and
 * `prev_hash`, the previous record's hash; `agents.audit_seq`/`audit_head` name the newest. The customer
 * and the document are plain numbers, no foreign keys: the proof outlives an account's deletion.
 */
export const signedForms = pgTable(
  'signed_forms',
  {
    id: uuid('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    seq: integer('seq').notNull(),
    userId: integer('user_id').notNull(),
    sessionId: text('session_id'),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    formKey: text('form_key').notNull(),
    templateVersion: integer('template_version').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    signer: text('signer').notNull(),
    /** drawn | typed | none */
    signatureKind: text('signature_kind').notNull(),
    signatureSha256: text('signature_sha256'),
    signatureSvg: text('signature_svg'),
    /** The PNG in the PDF, base64. */
    signaturePng: text('signature_png'),
    contentSha256: text('content_sha256').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    /** The audit's own copy of the PDF in the blob store (the customer's document is a second copy). */
    pdfBlobKey: text('pdf_blob_key').notNull(),
    documentId: integer('document_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /**
     * The household's person the form was filled in for (`?person=`, else the main person; ADR 183), in
     * the record's hash when set; null on records signed before (those were the main person's).
     */
    personId: integer('person_id'),
    prevHash: text('prev_hash'),
    recordHash: text('record_hash').notNull(),
  },
  (t) => [
    uniqueIndex('signed_forms_agent_seq_idx').on(t.agentId, t.seq),
    index('signed_forms_user_idx').on(t.userId, t.formKey, t.signedAt),
  ],
);
