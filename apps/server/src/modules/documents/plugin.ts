import type { DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AdviserDocuments, createAdviserDocuments } from './adviser-documents';
import type { OwnerCheck, OwnerChecks } from './document-access';
import { createDocumentFiler, type DocumentFiler } from './document-filer';
import { documentsOfDeletedOwner } from './owner-documents';
import { createDocumentsRepository } from './repository';
import { documentsRoutes } from './routes';
import { createTickets } from './tickets';

declare module 'fastify' {
  interface FastifyInstance {
    /** Files a document the server made (a signed form's PDF) with an upload's checks. */
    documentFiler: DocumentFiler;
    /** The adviser's side of a customer's documents: provide one, read any (the workspace's customers). */
    adviserDocuments: AdviserDocuments;
    documents: {
      /** Registers another module's owner type (an enquiry) with the check that it is the customer's. */
      addOwnerType: (type: Exclude<DocumentOwnerType, 'person'>, check: OwnerCheck) => void;
      /** The names the customer gave the files of several owners of one type, by owner, oldest first. */
      namesOfOwners: (
        userId: number,
        type: DocumentOwnerType,
        ids: readonly number[],
      ) => Promise<Map<number, string[]>>;
      /** The files of one owner, oldest first, each with its name and a way to read it. */
      filesOfOwner: (
        userId: number,
        type: DocumentOwnerType,
        id: number,
      ) => Promise<{ name: string; open: () => ReturnType<FastifyInstance['blobStore']['read']> }[]>;
    };
  }
}

/**
 * The customer's documents; a deleted person's or contract's documents go with it. Owner types of other
 * modules are checked through what they register (contracts here, enquiries by adviser-requests).
 */
export const documentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config, blobStore: store } = app;
    const repository = createDocumentsRepository(database.db);
    const registered: OwnerChecks = { contract: app.contracts.belongsTo };
    const lookUp =
      (type: 'contract' | 'inquire'): OwnerCheck =>
      (userId, id) =>
        registered[type]?.(userId, id) ?? Promise.resolve(false);
    app.decorate('documentFiler', createDocumentFiler(store));
    app.decorate(
      'adviserDocuments',
      createAdviserDocuments({ repository, store, publicUrl: config.publicUrl }),
    );
    app.decorate('documents', {
      addOwnerType: (type, check) => {
        registered[type] = check;
      },
      namesOfOwners: (userId, type, ids) => repository.namesOfOwners(userId, type, ids),
      filesOfOwner: async (userId, type, id) =>
        (await repository.listOfOwner(userId, type, id)).reverse().map((row) => ({
          name: row.originalFilename,
          open: () => store.read(row.blobKey),
        })),
    });
    app.personDeletionHooks.push(
      documentsOfDeletedOwner(repository, store, (person) => ({ type: 'person', id: person.personId })),
    );
    app.contracts.deletionHooks.push(
      documentsOfDeletedOwner(repository, store, (contract) => ({
        type: 'contract',
        id: contract.contractId,
      })),
    );
    await app.register(documentsRoutes, {
      repository,
      store,
      tickets: createTickets(config.jwtSecret),
      // The embedded database means one process: every orphan file goes at start (plugins/blob-store.ts).
      sole: database.kind === 'pglite' && config.blobStorage.kind === 'disk',
      owners: { contract: lookUp('contract'), inquire: lookUp('inquire') },
    });
  },
  {
    name: 'documents',
    dependencies: ['config', 'database', 'blob-store', 'session', 'persons', 'contracts'],
  },
);
