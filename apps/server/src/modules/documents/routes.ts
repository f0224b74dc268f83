import multipart from '@fastify/multipart';
import { pathIdParamsSchema } from '@kundenportal/domain/api/path-params';
import { DOCUMENT_CATEGORIES } from '@kundenportal/domain/documents/categories';
import {
  DOCUMENT_OWNER_TYPES,
  type DocumentOwnerType,
  documentLink,
  isDocumentOwnerType,
  ownerPathSegment,
} from '@kundenportal/domain/documents/document-api';
import { documentFileQuerySchema, ticketQuerySchema } from '@kundenportal/domain/documents/document-queries';
import {
  documentAnswerSchema,
  documentCategoriesSchema,
  documentFileResponse,
  documentListSchema,
  documentTicketSchema,
  providedDocumentsSchema,
} from '@kundenportal/domain/documents/document-responses';
import { documentUpdateProblems, documentUpdateSchema } from '@kundenportal/domain/documents/document-update';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ValidationError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { owned } from '../../lib/owned';
import { idOf } from '../../lib/path-id';
import { noContent, responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { STALE_UPLOAD_MS } from '../../plugins/blob-store';
import { requireSession } from '../../plugins/session';
import { type OwnerChecks, requireDocumentRight, requireOwner } from './document-access';
import { isReadOnlyDocument, toDocumentDto } from './document-mapper';
import { reconcileFilesAtStart } from './orphan-files';
import type { DocumentsRepository } from './repository';
import { changeParams, fileParams, uploadParams, uploadSchema } from './route-schemas';
import { serveDocument } from './serve-document';
import type { Tickets } from './tickets';
import { documentUploadLimits, uploadDocument } from './upload-document';

export type DocumentsDeps = {
  repository: DocumentsRepository;
  store: BlobStore;
  tickets: Tickets;
  /** This process is the storage's only user (plugins/blob-store.ts): every orphan file goes at start. */
  sole: boolean;
  /** Owner types of other modules (contracts, inquiries) with their check; persons are built in. */
  owners?: OwnerChecks;
};

/** An id from the path or query; anything but a positive 32-bit integer names no owner. */
function ownerIdOf(value: unknown): number {
  return idOf(value, 'could_not_find_document');
}

function filenameOf(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200)
    throw new AppError('could_not_find_document');
  return value;
}

/**
 * The documents of issue 9 (spec section 7). Rights are checked first (403), then the owner and the file
 * (404 for anything not the customer's), then the input (422). File bytes are fetched with a ticket, never
 * with the session token in a URL (tickets.ts).
 */
export const documentsRoutes: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { repository, store, tickets } = deps;
  const owners: OwnerChecks = {
    person: (user, id) => repository.personBelongsTo(user, id),
    ...deps.owners,
  };
  const auth = { onRequest: app.authenticate };
  // A page read kept per customer until its rows change (ADR 330).
  const read = { ...auth, config: { cachedRead: true } };
  const closing = new AbortController();
  app.addHook('onReady', () =>
    reconcileFilesAtStart(
      { repository, store, log: app.log, background: app.backgroundJobs },
      { sole: deps.sole, staleMs: STALE_UPLOAD_MS, signal: closing.signal },
    ),
  );
  // preClose: before any scope's onClose waits for the background jobs (data export's does).
  app.addHook('preClose', async () => closing.abort());
  const userId = (request: FastifyRequest) => requireSession(request).userId;

  await app.register(multipart, { limits: documentUploadLimits });

  async function ownedDocument(
    user: number,
    ownerType: DocumentOwnerType,
    ownerId: number,
    filename: string,
  ) {
    await requireOwner(owners, user, ownerType, ownerId);
    const row = await repository.find(user, ownerType, ownerId, filename);
    if (!row) throw new AppError('could_not_find_document');
    return row;
  }

  // Kept until one of the customer's documents changes, and sent gzipped from a kept copy: a list of
  // thousands stays as quick as a short one (ADR 053, 330).
  const listed = responses({ 200: documentListSchema });

  app.get(
    '/documents',
    { ...read, schema: { summary: 'The customer’s documents', response: listed } },
    async (request) => {
      const user = userId(request);
      await requireDocumentRight(repository, user, 'list');
      return { documents: (await repository.list(user)).map(toDocumentDto) };
    },
  );

  const provided = {
    summary: 'The documents the adviser provided',
    response: responses({ 200: providedDocumentsSchema }),
  };
  app.get('/users/freigaben', { ...read, schema: provided }, async (request) => {
    const user = userId(request);
    await requireDocumentRight(repository, user, 'approvals');
    return { freigaben: (await repository.listProvided(user)).map(toDocumentDto) };
  });

  const categories = {
    summary: 'The folders of own documents',
    response: responses({ 200: documentCategoriesSchema }),
  };
  app.get('/documents/categories', { ...read, schema: categories }, async (request) => {
    await requireDocumentRight(repository, userId(request), 'list');
    return { categories: DOCUMENT_CATEGORIES };
  });

  const ticket = {
    summary: 'A one-file ticket to fetch a document’s bytes',
    // Checked by the route: anything not naming a document of the customer is a 404.
    querystring: ticketQuerySchema,
    response: responses({ 200: documentTicketSchema }),
  };
  app.get('/documents/ticket', { ...auth, schema: ticket }, async (request) => {
    const user = userId(request);
    await requireDocumentRight(repository, user, 'list');
    const query = request.query as Record<string, unknown>;
    if (!isDocumentOwnerType(query.type)) throw new AppError('could_not_find_document');
    const ownerType = query.type;
    const ownerId = ownerIdOf(query.id);
    const row = await ownedDocument(user, ownerType, ownerId, filenameOf(query.filename));
    const token = await tickets.sign({ userId: user, ownerType, ownerId, filename: row.filename });
    return {
      token,
      url: `${documentLink(ownerType, ownerId, row.filename)}?token=${encodeURIComponent(token)}`,
    };
  });

  for (const ownerType of DOCUMENT_OWNER_TYPES) {
    const base = `/${ownerPathSegment[ownerType]}/:id/documents`;

    const ofOwner = {
      summary: `The documents of a ${ownerType}`,
      params: pathIdParamsSchema,
      response: listed,
    };
    app.get(base, { ...read, schema: ofOwner }, async (request) => {
      const user = userId(request);
      await requireDocumentRight(repository, user, 'list');
      const ownerId = ownerIdOf((request.params as { id?: unknown }).id);
      await requireOwner(owners, user, ownerType, ownerId);
      return { documents: (await repository.listOfOwner(user, ownerType, ownerId)).map(toDocumentDto) };
    });

    // A browser fetches this (<img>, a download, pdf.js): no session and no client headers, the ticket in
    // the query is the only key (tickets.ts).
    const file = {
      summary: `A ${ownerType} document’s bytes (the ticket in the query, no session)`,
      params: fileParams,
      querystring: documentFileQuerySchema,
      response: responses({ 200: documentFileResponse, 206: documentFileResponse }),
    };
    app.get(`${base}/:filename`, { config: { clientCheck: false }, schema: file }, async (request, reply) => {
      const params = request.params as { id?: unknown; filename?: unknown };
      const ownerId = ownerIdOf(params.id);
      const filename = filenameOf(params.filename);
      const user = await tickets.verify((request.query as { token?: unknown }).token, {
        ownerType,
        ownerId,
        filename,
      });
      await requireDocumentRight(repository, user, 'list');
      return serveDocument(store, await ownedDocument(user, ownerType, ownerId, filename), request, reply);
    });

    const removed = {
      summary: `Delete an own ${ownerType} document`,
      params: fileParams,
      response: responses({ 204: noContent }),
    };
    /** The right (403), the customer's document of the path (404), not read-only (403). */
    const removable = owned(async (request) => {
      await requireDocumentRight(repository, userId(request), 'own');
      const params = request.params as { id?: unknown; filename?: unknown };
      const row = await ownedDocument(
        userId(request),
        ownerType,
        ownerIdOf(params.id),
        filenameOf(params.filename),
      );
      if (isReadOnlyDocument(row)) throw new AppError('document_read_only');
      return row;
    });
    const removal = { ...auth, preValidation: removable.preValidation, schema: removed };
    app.delete(`${base}/:filename`, removal, async (request, reply) => {
      const row = removable.of(request);
      await repository.remove(userId(request), row.id);
      // After the row: a failure here leaves a file no row names, never a row without its file.
      await store.remove(row.blobKey).catch((error: unknown) => {
        request.log.error({ err: error, document: row.id }, 'file of a deleted document not removed');
      });
      return reply.status(204).send(null);
    });
  }

  const uploadDescription =
    'multipart/form-data with the fields `file` (the document), `hash` (its SHA-256, hex), `directory` ' +
    "('' or 'Main/Sub' of GET /api/documents/categories) and `kategorie` ('eigene'); any other field is a 422.";
  /** The right to upload (403), then the customer's owner of the path (404). */
  const uploadOwner = owned(async (request) => {
    const user = userId(request);
    await requireDocumentRight(repository, user, 'own');
    const params = request.params as { type?: unknown; id?: unknown };
    if (!isDocumentOwnerType(params.type)) throw new AppError('could_not_find_document');
    const ownerId = ownerIdOf(params.id);
    await requireOwner(owners, user, params.type, ownerId);
    return { userId: user, ownerType: params.type, ownerId };
  });
  app.post(
    '/v2/document/:type/:id',
    {
      ...auth,
      // Before the body is parsed (ADR 143): another customer's owner is a 404 whatever is sent, before the
      // parser's 415 or 413 and the 422s, and not a byte of that body is read.
      preParsing: uploadOwner.preValidation,
      schema: uploadSchema('Upload a document (multipart)', uploadDescription, uploadParams),
    },
    async (request, reply) => {
      const row = await uploadDocument({ repository, store }, request, uploadOwner.of(request));
      return reply.status(201).send({ document: toDocumentDto(row) });
    },
  );

  /** The customer's own document of the path to change: the right (403), the document (404), not read-only (403). */
  const changeable = owned(async (request) => {
    const user = userId(request);
    await requireDocumentRight(repository, user, 'own');
    const params = request.params as { type?: unknown; id?: unknown; filename?: unknown };
    if (!isDocumentOwnerType(params.type)) throw new AppError('could_not_find_document');
    const row = await ownedDocument(user, params.type, ownerIdOf(params.id), filenameOf(params.filename));
    if (isReadOnlyDocument(row)) throw new AppError('document_read_only');
    return row;
  });
  app.withTypeProvider<ZodTypeProvider>().put(
    '/v2/document/:type/:id/:filename',
    {
      ...auth,
      preValidation: changeable.preValidation,
      schema: {
        summary: 'Rename an own document or move it to another folder',
        params: changeParams,
        body: zodBody(documentUpdateSchema),
        response: responses({ 200: documentAnswerSchema }),
      },
    },
    async (request) => {
      const row = changeable.of(request);
      const update = request.body;
      const problems = documentUpdateProblems(update, row.originalFilename);
      if (problems.length > 0) throw new ValidationError(problems);
      const updated = await repository.update(row.id, {
        originalFilename: update.original_filename,
        directory: update.directory,
        kategorie: update.kategorie,
      });
      if (!updated) throw new AppError('could_not_find_document');
      return { document: toDocumentDto(updated) };
    },
  );
};
