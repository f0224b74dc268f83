import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { agents, documents, persons, users } from '../../db/schema';
import { writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { pathId } from '../../lib/path-id';
import { requireAdviser } from '../../plugins/session';
import { toDocumentDto } from './document-mapper';
import { tellCustomerProvided } from './provided-mail';
import type { DocumentRow, DocumentsRepository } from './repository';
import { serveDocument } from './serve-document';
import { uploadDocument } from './upload-document';

/** A customer of the adviser's agency with the main person and the agency's name, or null. */
async function customerOfAgency(db: Db, agencyId: number, customerId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      personId: persons.id,
      adviser: sql<string | null>`coalesce(${agents.firma}, ${agents.vorname} || ' ' || ${agents.name})`,
    })
    .from(users)
    .innerJoin(persons, and(eq(persons.userId, users.id), eq(persons.isMain, true)))
    .innerJoin(agents, eq(agents.id, users.agentId))
    .where(and(eq(users.id, customerId), eq(users.agentId, agencyId), eq(users.role, 'customer')));
  return row ?? null;
}

/**
 * The adviser's side of a customer's documents (issue 14), in the documents module (it owns uploads,
 * files and their checks): provide a document — streamed through the same type, size, content and hash
 * checks as a customer's upload, filed under the main person as 'berater' (read-only for the customer,
 * listed among the approvals), the customer told by mail, the agency's log written, all in one
 * transaction — and read any of the customer's files. Only for customers of the adviser's agency (404).
 */
export function adviserDocumentRoutes(
  app: FastifyInstance,
  deps: { repository: DocumentsRepository; store: BlobStore; publicUrl: string },
) {
  const auth = { onRequest: app.authenticateAdviser };
  const customerId = (request: Parameters<typeof pathId>[0]) => pathId(request, 'could_not_find_customer');

  app.post('/berater/kunden/:id/dokumente', auth, async (request, reply) => {
    const adviser = requireAdviser(request);
    const owner = await customerOfAgency(deps.repository.db, adviser.agencyId, customerId(request));
    if (!owner) throw new AppError('could_not_find_customer');
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
  });

  app.get('/berater/kunden/:id/dokumente/:documentId', auth, async (request, reply) => {
    const { agencyId } = requireAdviser(request);
    const owner = await customerOfAgency(deps.repository.db, agencyId, customerId(request));
    if (!owner) throw new AppError('could_not_find_customer');
    const documentId = pathId(request, 'could_not_find_document', 'documentId');
    const [row] = await deps.repository.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.userId, owner.userId)));
    if (!row) throw new AppError('could_not_find_document');
    return serveDocument(deps.store, row, request, reply);
  });
}
