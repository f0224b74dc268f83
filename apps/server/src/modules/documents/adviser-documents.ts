import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { toDocumentDto } from './document-mapper';
import { tellCustomerProvided } from './provided-mail';
import type { DocumentsRepository } from './repository';
import { serveDocument } from './serve-document';
import { documentUploadLimits, uploadDocument } from './upload-document';

/**
 * What the workspace does with a customer's documents (issue 14; its routes are the workspace's
 * customers sub-area, ADR 133): the documents module keeps the uploads, files and their checks.
 */
export type AdviserDocuments = {
  /** The limits to register `@fastify/multipart` with for `provide`. */
  uploadLimits: typeof documentUploadLimits;
  /**
   * Streams the request's multipart body (`file`, `hash`, `directory`) through a customer upload's type,
   * size, content and hash checks and files it under the customer's main person in the category
   * 'berater' (read-only for the customer, among the approvals); in one transaction the customer's mail
   * is queued and `alsoWrite` runs (the agency's log). 404 could_not_find_customer for a customer
   * without a main person, 422 for the body. With `contractId` (a contract of the customer the caller has
   * checked, issue 31) it is filed under that contract instead.
   */
  provide(
    request: FastifyRequest,
    to: { agencyId: number; customerId: number; contractId?: number },
    alsoWrite: (tx: Db, fileName: string) => Promise<void>,
  ): Promise<DocumentDto>;
  /** One document of the customer with a way to send its bytes, or null. */
  fileOf(
    customerId: number,
    documentId: number,
  ): Promise<{ send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> } | null>;
};

export function createAdviserDocuments(deps: {
  repository: DocumentsRepository;
  store: BlobStore;
  publicUrl: string;
}): AdviserDocuments {
  const { repository, store } = deps;
  return {
    uploadLimits: documentUploadLimits,
    async provide(request, to, alsoWrite) {
      const owner = await repository.customerOfAgency(to.agencyId, to.customerId);
      if (!owner) throw new AppError('could_not_find_customer');
      const row = await uploadDocument(
        deps,
        request,
        to.contractId === undefined
          ? { userId: owner.userId, ownerType: 'person', ownerId: owner.personId }
          : { userId: owner.userId, ownerType: 'contract', ownerId: to.contractId },
        {
          agentId: to.agencyId,
          afterInsert: async (tx, saved) => {
            await tellCustomerProvided(tx, owner, saved, deps.publicUrl);
            await alsoWrite(tx, saved.originalFilename);
          },
        },
      );
      return toDocumentDto(row);
    },
    async fileOf(customerId, documentId) {
      const row = await repository.findById(customerId, documentId);
      return row && { send: (request, reply) => serveDocument(store, row, request, reply) };
    },
  };
}
