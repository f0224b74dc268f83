import {
  contactPersonInputSchema,
  contactPersonLinkSchema,
} from '@kundenportal/domain/contact-persons/contact-person-api';
import { issueEntries } from '@kundenportal/domain/errors/unknown-fields';
import { contactPersonTexts } from '@kundenportal/domain/texts/contact-persons';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contactPersonContracts, contactPersons } from '../../db/schema';
import { AppError, ValidationError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
import type { ContactPersonsRepository } from './repository';
import { saveContactPerson } from './save-contact-person';

const MAX_ID = 2_147_483_647;

export type ContactPersonsDeps = {
  repository: ContactPersonsRepository;
  /** Whether a contract is the customer's (`app.contracts`, the contracts plugin). */
  isContractOf: (userId: number, contractId: number) => Promise<boolean>;
  now: () => Date;
};

/**
 * Contact persons at insurers and authorities (Ansprechpartner, spec section 7): list, create, update, delete,
 * link to and unlink from contracts of the household. Another customer's ids are 404.
 */
export const contactPersonsRoutes: FastifyPluginAsync<ContactPersonsDeps> = async (app, deps) => {
  const { repository } = deps;
  const auth = { onRequest: app.authenticate };
  const userId = (request: FastifyRequest) => requireSession(request).userId;

  app.get('/ansprechpartner', auth, async (request) => ({
    ansprechpartner: await repository.list(userId(request)),
  }));

  app.post(
    '/ansprechpartner',
    { ...auth, ...documentedBody(contactPersonInputSchema) },
    async (request, reply) => {
      const saved = await saveContactPerson(repository, userId(request), null, request.body, deps.now());
      return reply.status(201).send({ ansprechpartner: saved, message: contactPersonTexts.created });
    },
  );

  app.put(
    '/ansprechpartner/:id',
    { ...auth, ...documentedBody(contactPersonInputSchema) },
    async (request) => {
      const id = pathId(request, 'could_not_find_contact_person', 'id');
      const saved = await saveContactPerson(repository, userId(request), id, request.body, deps.now());
      return { ansprechpartner: saved, message: contactPersonTexts.saved };
    },
  );

  app.delete('/ansprechpartner/:id', auth, async (request) => {
    const id = pathId(request, 'could_not_find_contact_person', 'id');
    const deleted = await repository.db
      .delete(contactPersons)
      .where(and(eq(contactPersons.userId, userId(request)), eq(contactPersons.id, id)))
      .returning({ id: contactPersons.id });
    if (!deleted.length) throw new AppError('could_not_find_contact_person');
    return { success: true, message: contactPersonTexts.deleted };
  });

  app.put(
    '/ansprechpartner/:id/verknuepfen',
    { ...auth, ...documentedBody(contactPersonLinkSchema) },
    async (request) => {
      const user = userId(request);
      const id = pathId(request, 'could_not_find_contact_person', 'id');
      // Checked before the transaction: the contracts module reads on its own connection (PGlite has one).
      if (!(await repository.isOwn(user, id))) throw new AppError('could_not_find_contact_person');
      const parsed = contactPersonLinkSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new ValidationError(issueEntries(parsed.error.issues, 'vertrag_id'));
      const contractId = Number(parsed.data.vertrag_id);
      // Beyond the id column's range no contract exists (and the query would fail: a 500).
      if (contractId > MAX_ID || !(await deps.isContractOf(user, contractId)))
        throw new ValidationError([`vertrag_id=>${contactPersonTexts.contractUnknown}`]);
      return repository.db.transaction(async (tx) => {
        const row = await repository.lock(tx, user, id);
        if (!row) throw new AppError('could_not_find_contact_person');
        await tx
          .insert(contactPersonContracts)
          .values({ contactPersonId: id, contractId })
          .onConflictDoNothing();
        return { ansprechpartner: await repository.present(tx, row), message: contactPersonTexts.linked };
      });
    },
  );

  app.delete('/ansprechpartner/:aid/verknuepfen/:vid', auth, async (request) => {
    const user = userId(request);
    const id = pathId(request, 'could_not_find_contact_person', 'aid');
    const contractId = pathId(request, 'could_not_find_contract', 'vid');
    return repository.db.transaction(async (tx) => {
      const row = await repository.lock(tx, user, id);
      if (!row) throw new AppError('could_not_find_contact_person');
      const removed = await tx
        .delete(contactPersonContracts)
        .where(
          and(
            eq(contactPersonContracts.contactPersonId, id),
            eq(contactPersonContracts.contractId, contractId),
          ),
        )
        .returning({ contractId: contactPersonContracts.contractId });
      if (!removed.length) throw new AppError('could_not_find_contract');
      return { ansprechpartner: await repository.present(tx, row), message: contactPersonTexts.unlinked };
    });
  });
};
