import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import { documentFileResponse } from '@kundenportal/domain/documents/document-responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { requireAdviser } from '../../plugins/session';
import { toDocumentDto } from './document-mapper';
import { tellCustomerProvided } from './provided-mail';
import type { DocumentRow, DocumentsRepository } from './repository';
import { adviserFileParams, adviserFileQuery, uploadSchema } from './route-schemas';
import { serveDocument } from './serve-document';
import { uploadDocument } from './upload-document';

const provideDescription =
  'multipart/form-data, streamed through the checks of a customer upload (never whole in memory), with the ' +
  "fields `file` (the document), `hash` (its SHA-256, hex) and `directory` ('' or 'Main/Sub' of GET " +
  "/api/documents/categories); filed under the customer's main person in the category 'berater', " +
  'read-only for the customer. Any other field, kategorie too, is a 422.';

/**
 * The adviser's side of a customer's documents (issue 14), in the documents module (it owns uploads,
 * files and their checks): provide a document — streamed through the same type, size, content and hash
 * checks as a customer's upload, filed under the main person as 'berater' (read-only for the customer,
 * listed among the approvals), the customer told by mail, the agency's log written, all in one
 * transaction — and read any of the customer's files. An adviser's token (401/403 in onRequest), then
 * the agency's customer of the path and the document (404 in preValidation), then the body's 422
 * (ADR 100; the multipart body is read by the use case, after the hooks).
 */
export function adviserDocumentRoutes(
  app: FastifyInstance,
  deps: { repository: DocumentsRepository; store: BlobStore; publicUrl: string },
) {
  const { repository } = deps;
  const auth = { onRequest: app.authenticateAdviser };
  const loadCustomer = async (request: FastifyRequest) => {
    const { agencyId } = requireAdviser(request);
    const found = await repository.customerOfAgency(agencyId, pathId(request, 'could_not_find_customer'));
    if (!found) throw new AppError('could_not_find_customer');
    return found;
  };
  const customer = owned(loadCustomer);
  const document = owned(async (request) => {
    const owner = await loadCustomer(request);
    const documentId = pathId(request, 'could_not_find_document', 'documentId');
    const row = await repository.findById(owner.userId, documentId);
    if (!row) throw new AppError('could_not_find_document');
    return row;
  });

  app.post(
    '/berater/kunden/:id/dokumente',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: uploadSchema(
        'Provide a document to a customer (multipart)',
        provideDescription,
        idParamsSchema,
      ),
    },
    async (request, reply) => {
      const adviser = requireAdviser(request);
      const owner = customer.of(request);
      const row = await uploadDocument(
        deps,
        request,
        { userId: owner.userId, ownerType: 'person', ownerId: owner.personId },
        {
          agentId: adviser.agencyId,
          afterInsert: async (tx: Db, saved: DocumentRow) => {
            await tellCustomerProvided(tx, owner, saved, deps.publicUrl);
            await writeAdviserAudit(tx, adviser, owner.userId, 'document_provided', [
              { key: 'document', before: null, after: saved.originalFilename },
            ]);
          },
        },
      );
      app.outbox.kick();
      return reply.status(201).send({ document: toDocumentDto(row) });
    },
  );

  app.get(
    '/berater/kunden/:id/dokumente/:documentId',
    {
      ...auth,
      preValidation: document.preValidation,
      schema: {
        summary: 'A customer’s document’s bytes',
        params: adviserFileParams,
        querystring: adviserFileQuery,
        response: responses({ 200: documentFileResponse, 206: documentFileResponse }),
      },
    },
    async (request, reply) => serveDocument(deps.store, document.of(request), request, reply),
  );
}
