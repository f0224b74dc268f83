import multipart from '@fastify/multipart';
import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import { customerDocumentFileQuerySchema } from '@kundenportal/domain/documents/document-queries';
import {
  documentAnswerSchema,
  documentFileResponse,
} from '@kundenportal/domain/documents/document-responses';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { requireAdviser } from '../../../plugins/session';
import { provideCustomerDocument } from './provide-customer-document';

const provideDescription =
  'multipart/form-data, streamed through the checks of a customer upload (never whole in memory), with the ' +
  "fields `file` (the document), `hash` (its SHA-256, hex) and `directory` ('' or 'Main/Sub' of GET " +
  "/api/documents/categories); filed under the customer's main person in the category 'berater', " +
  'read-only for the customer. Any other field, kategorie too, is a 422.';

/** The customer and the document, by id. */
const fileParams = z.object({
  id: z.string().meta({ description: 'the customer' }),
  documentId: z.string().meta({ description: 'a document of the customer' }),
});

/**
 * A customer's documents on the customer's page (issue 14), through `app.adviserDocuments` (the documents
 * module keeps the uploads, files and their checks): provide one and read any. An adviser's token
 * (401/403 in onRequest), then the agency's customer of the path and the document (404 in preValidation),
 * then the body's 422 (ADR 100; the multipart body is read by the use case, after the hooks).
 */
export const customerDocumentRoutes: FastifyPluginAsync = async (app) => {
  const documents = app.adviserDocuments;
  await app.register(multipart, { limits: documents.uploadLimits });
  const auth = { onRequest: app.authenticateAdviser };
  const customer = owned(app.agencyCustomerId);
  const document = owned(async (request) => {
    const customerId = await app.agencyCustomerId(request);
    const found = await documents.fileOf(
      customerId,
      pathId(request, 'could_not_find_document', 'documentId'),
    );
    if (!found) throw new AppError('could_not_find_document');
    return found;
  });

  app.post(
    '/berater/kunden/:id/dokumente',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'Provide a document to a customer (multipart)',
        description: provideDescription,
        params: idParamsSchema,
        response: responses({ 201: documentAnswerSchema }),
      },
    },
    async (request, reply) => {
      const provided = await provideCustomerDocument(
        documents,
        request,
        requireAdviser(request),
        customer.of(request),
      );
      app.outbox.kick();
      return reply.status(201).send({ document: provided });
    },
  );

  app.get(
    '/berater/kunden/:id/dokumente/:documentId',
    {
      ...auth,
      preValidation: document.preValidation,
      schema: {
        summary: 'A customer’s document’s bytes',
        params: fileParams,
        querystring: customerDocumentFileQuerySchema,
        response: responses({ 200: documentFileResponse, 206: documentFileResponse }),
      },
    },
    async (request, reply) => document.of(request).send(request, reply),
  );
};
