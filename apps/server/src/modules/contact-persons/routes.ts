import {
  contactPersonDeletedResponseSchema,
  contactPersonLinkSchema,
  contactPersonListResponseSchema,
  contactPersonSavedResponseSchema,
} from '@kundenportal/domain/contact-persons/contact-person-api';
import { contactPersonTexts } from '@kundenportal/domain/texts/contact-persons';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';
import { refuseUnstorable } from '../../plugins/storable-body';
import { checkAgainstStored, contactPersonBody } from './contact-person-body';
import { linkContactPerson, unlinkContactPerson } from './link-contact-person';
import type { ContactPersonsRepository } from './repository';
import { saveContactPerson } from './save-contact-person';

export type ContactPersonsDeps = {
  repository: ContactPersonsRepository;
  /** Whether a contract is the customer's (`app.contracts`, the contracts plugin). */
  isContractOf: (userId: number, contractId: number) => Promise<boolean>;
  now: () => Date;
};

const idParams = z.object({ id: z.string().meta({ description: 'an own contact person' }) });
const saved = responses({ 200: contactPersonSavedResponseSchema });

/**
 * Contact persons at insurers and authorities (Ansprechpartner, spec section 7): list, create, update, delete,
 * link to and unlink from contracts of the household. Another customer's ids are 404, before the body's
 * 422 (ADR 100). The catalogue form is the route schema's; a PUT keeps the stored fields it leaves out, so
 * its schema checks the sent fields, and its preValidation the stored ones it leaves out (ADR 137).
 */
export const contactPersonsRoutes: FastifyPluginAsyncZod<ContactPersonsDeps> = async (app, deps) => {
  const { repository } = deps;
  const auth = { onRequest: app.authenticate };
  const userId = (request: FastifyRequest) => requireSession(request).userId;
  const requireOwn = async (request: FastifyRequest, id: number) => {
    if (!(await repository.isOwn(userId(request), id))) throw new AppError('could_not_find_contact_person');
  };
  /** The path's contact person id when it is the customer's (404 otherwise). */
  const own = owned(async (request: FastifyRequest) => {
    const id = pathId(request, 'could_not_find_contact_person', 'id');
    await requireOwn(request, id);
    return id;
  });
  /** An own contact person and a contract it is linked to (404 for either otherwise). */
  const link = owned(async (request: FastifyRequest) => {
    const id = pathId(request, 'could_not_find_contact_person', 'aid');
    const contractId = pathId(request, 'could_not_find_contract', 'vid');
    await requireOwn(request, id);
    if (!(await repository.isLinked(id, contractId))) throw new AppError('could_not_find_contract');
    return { id, contractId };
  });
  /** An own contact person to change (404 otherwise), and the stored fields the body leaves out. */
  const editable = owned(async (request: FastifyRequest) => {
    const id = pathId(request, 'could_not_find_contact_person', 'id');
    const row = await repository.find(userId(request), id);
    if (!row) throw new AppError('could_not_find_contact_person');
    await refuseUnstorable(request);
    checkAgainstStored(request.body, row, deps.now());
    return id;
  });

  app.get(
    '/ansprechpartner',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The contact persons, by name',
        response: responses({ 200: contactPersonListResponseSchema }),
      },
    },
    async (request) => ({ ansprechpartner: await repository.list(userId(request)) }),
  );

  app.post(
    '/ansprechpartner',
    {
      ...auth,
      schema: {
        body: contactPersonBody({}, deps.now),
        summary: 'Add a contact person',
        response: responses({ 201: contactPersonSavedResponseSchema }),
      },
    },
    async (request, reply) => {
      const person = await saveContactPerson(repository, userId(request), null, request.body, deps.now());
      return reply.status(201).send({ ansprechpartner: person, message: contactPersonTexts.created });
    },
  );

  app.put(
    '/ansprechpartner/:id',
    {
      ...auth,
      preValidation: editable.preValidation,
      schema: {
        body: contactPersonBody(null, deps.now),
        params: idParams,
        summary: 'Change a contact person',
        response: saved,
      },
    },
    async (request) => {
      const person = await saveContactPerson(
        repository,
        userId(request),
        editable.of(request),
        request.body,
        deps.now(),
      );
      return { ansprechpartner: person, message: contactPersonTexts.saved };
    },
  );

  app.delete(
    '/ansprechpartner/:id',
    {
      ...auth,
      preValidation: own.preValidation,
      schema: {
        params: idParams,
        summary: 'Delete a contact person',
        response: responses({ 200: contactPersonDeletedResponseSchema }),
      },
    },
    async (request) => {
      // Gone meanwhile (a second deletion at the same time): the same 404.
      if (!(await repository.remove(userId(request), own.of(request))))
        throw new AppError('could_not_find_contact_person');
      return { success: true as const, message: contactPersonTexts.deleted };
    },
  );

  app.put(
    '/ansprechpartner/:id/verknuepfen',
    {
      ...auth,
      preValidation: own.preValidation,
      schema: {
        params: idParams,
        body: zodBody(contactPersonLinkSchema, 'vertrag_id'),
        summary: 'Link a contact person to a contract of the household',
        response: saved,
      },
    },
    async (request) => {
      const { vertrag_id } = request.body;
      const person = await linkContactPerson(
        repository,
        deps.isContractOf,
        userId(request),
        own.of(request),
        vertrag_id,
      );
      return { ansprechpartner: person, message: contactPersonTexts.linked };
    },
  );

  app.delete(
    '/ansprechpartner/:aid/verknuepfen/:vid',
    {
      ...auth,
      preValidation: link.preValidation,
      schema: {
        params: z.object({ aid: z.string(), vid: z.string().meta({ description: 'a linked contract' }) }),
        summary: 'Unlink a contact person from a contract',
        response: saved,
      },
    },
    async (request) => {
      const { id, contractId } = link.of(request);
      const person = await unlinkContactPerson(repository, userId(request), id, contractId);
      return { ansprechpartner: person, message: contactPersonTexts.unlinked };
    },
  );
};
