import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAdviserAudit } from '../../../lib/adviser-audit';

/**
 * 'Dokument bereitstellen' (issue 14): the documents module streams the upload through its checks, files
 * it among the customer's approvals and queues the customer's mail; the agency's log is written in that
 * transaction, so the entry exists exactly when the document does.
 */
export async function provideCustomerDocument(
  documents: FastifyInstance['adviserDocuments'],
  request: FastifyRequest,
  adviser: { userId: number; agencyId: number },
  customerId: number,
): Promise<DocumentDto> {
  return documents.provide(request, { agencyId: adviser.agencyId, customerId }, (tx, fileName) =>
    writeAdviserAudit(tx, adviser, customerId, 'document_provided', [
      { key: 'document', before: null, after: fileName },
    ]),
  );
}
