import { z } from 'zod';
import { queryValueSchema } from '../api/query-value';

/**
 * The query parameters of the document routes, as documented: the routes check the values (404 for
 * anything that names no document of the customer, 403 for a ticket that does not fit), not the schema.
 */

/** GET /api/documents/ticket: the document a ticket is for. */
export const ticketQuerySchema = z
  .object({
    type: queryValueSchema.meta({ description: 'person, contract or inquire' }),
    id: queryValueSchema,
    filename: queryValueSchema,
  })
  .partial();
export type TicketQuery = z.infer<typeof ticketQuerySchema>;

const disposition = queryValueSchema.meta({ description: "'attachment' to download instead of showing" });

/** A customer's document file: the ticket (the link of an `<img>` or a download), how to show it. */
export const documentFileQuerySchema = z
  .object({
    token: queryValueSchema.meta({ description: 'the ticket of GET /api/documents/ticket' }),
    disposition,
  })
  .partial();
export type DocumentFileQuery = z.infer<typeof documentFileQuerySchema>;

/** A customer's document in the workspace: only whether to download it (no ticket: the adviser's session). */
export const customerDocumentFileQuerySchema = z.object({ disposition }).partial();
export type CustomerDocumentFileQuery = z.infer<typeof customerDocumentFileQuerySchema>;
