import {
  contactPersonInputSchema,
  contactPersonLinkSchema,
} from '@kundenportal/domain/contact-persons/contact-person-api';
import { contactPersonTexts } from '@kundenportal/domain/texts/contact-persons';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
import { linkContactPerson, unlinkContactPerson } from './link-contact-person';
import type { ContactPersonsRepository } from './repository';
import { saveContactPerson } from './save-contact-person';

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
    if (!(await repository.remove(userId(request), id))) throw new AppError('could_not_find_contact_person');
    return { success: true, message: contactPersonTexts.deleted };
  });

  app.put(
    '/ansprechpartner/:id/verknuepfen',
    { ...auth, ...documentedBody(contactPersonLinkSchema) },
    async (request) => {
      const id = pathId(request, 'could_not_find_contact_person', 'id');
      const saved = await linkContactPerson(repository, deps.isContractOf, userId(request), id, request.body);
      return { ansprechpartner: saved, message: contactPersonTexts.linked };
    },
  );

  app.delete('/ansprechpartner/:aid/verknuepfen/:vid', auth, async (request) => {
    const id = pathId(request, 'could_not_find_contact_person', 'aid');
    const contractId = pathId(request, 'could_not_find_contract', 'vid');
    const saved = await unlinkContactPerson(repository, userId(request), id, contractId);
    return { ansprechpartner: saved, message: contactPersonTexts.unlinked };
  });
};
