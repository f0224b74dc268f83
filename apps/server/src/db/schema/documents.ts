import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * Files of the household (issue 9): bytes in the blob store under `blobKey` (server-made), this row
 * written in the same transaction that makes the upload a file. `filename` is the public name in URLs;
 * `originalFilename` the name the customer sees and may change. Provided by the adviser
 * (`providedByAgentId`): read-only for the customer and listed among the approvals.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** person | contract | inquire (the spec's owner types) and the owner's id. */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    filename: text('filename').notNull().unique(),
    blobKey: text('blob_key').notNull().unique(),
    originalFilename: text('original_filename').notNull(),
    kategorie: text('kategorie').notNull().default('eigene'),
    directory: text('directory').notNull().default(''),
    kat: text('kat'),
    mvp: integer('mvp').notNull().default(0),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    providedByAgentId: integer('provided_by_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** When the customer saw this provided document in 'Meine Freigaben' (issue 31); null: new. */
    providedSeenAt: timestamp('provided_seen_at', { withTimezone: true }),
    /** A provided document that is one of the adviser documents (config.beraterdokumente key), else null. */
    adviserDocumentKey: text('adviser_document_key'),
    /** The signed adviser form this PDF is (issue 12): read-only for the customer, the adviser's proof. */
    signedFormId: uuid('signed_form_id'),
    ...timestamps,
  },
  (t) => [
    index('documents_user_created_idx').on(t.userId, t.createdAt),
    index('documents_owner_idx').on(t.ownerType, t.ownerId),
  ],
);
