import { z } from 'zod';
import { DOCUMENT_OWNER_TYPES, type DocumentDto, type DocumentTicket } from './document-api';

/** The answers of the documents API (document-api.ts) as zod schemas, for the route schemas and the document. */

export const documentDtoSchema = z.object({
  filename: z.string(),
  original_filename: z.string(),
  kategorie: z.string(),
  directory: z.string(),
  kat: z.string().nullable(),
  mvp: z.number(),
  created_at: z.string(),
  link: z.string().meta({ description: 'the file under /api (fetch it with a ticket)' }),
  size: z.number().int(),
  mime: z.string(),
  owner_type: z.enum(DOCUMENT_OWNER_TYPES),
  owner_id: z.number().int(),
  read_only: z.boolean(),
  beraterdokument: z.string().nullable(),
  signed_form: z.boolean(),
}) satisfies z.ZodType<DocumentDto>;

/** GET /api/documents and GET /api/{owner}/{id}/documents */
export const documentListSchema = z.object({ documents: z.array(documentDtoSchema) });

/** GET /api/users/freigaben: the documents the adviser provided */
export const providedDocumentsSchema = z.object({ freigaben: z.array(documentDtoSchema) });

/** POST /api/v2/document/… and PUT …/{filename} */
export const documentAnswerSchema = z.object({ document: documentDtoSchema });

/** GET /api/documents/categories */
export const documentCategoriesSchema = z.object({
  categories: z.array(z.object({ name: z.string(), directories: z.array(z.string()) })),
});

/** GET /api/documents/ticket */
export const documentTicketSchema = z.object({
  token: z.string(),
  url: z.string().meta({ description: 'the file’s address with the ticket' }),
}) satisfies z.ZodType<DocumentTicket>;

/** A document's bytes (its own content type). */
export const documentFileResponse = {
  description: 'The file (its stored content type; Range supported)',
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
};
