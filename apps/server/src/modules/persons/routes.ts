import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import { bedarfscheckAnswersInputSchema } from '@kundenportal/domain/bedarfscheck/answers';
import { personMailBody, personReleaseBody } from '@kundenportal/domain/household/person-bodies';
import {
  personDeletedSchema,
  personResponseSchema,
  personsResponseSchema,
} from '@kundenportal/domain/household/person-response-schema';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendView } from '../../cache/cached-reads';
import { AppError } from '../../lib/app-error';
import { ownedId } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
import { requireSession } from '../../plugins/session';
import { refuseUnstorable } from '../../plugins/storable-body';
import { createPerson } from './create-person';
import { deletePerson, type PersonDeletionHook } from './delete-person';
import { getPerson } from './get-person';
import { listPersons } from './list-persons';
import { requirePersonEdit } from './person-edit-permission';
import { personSaveBody } from './person-save-body';
import { checkSaveAgainstStored } from './person-save-state';
import type { PersonsRepository, PersonWithLists } from './repository';
import { setPersonRelease } from './set-person-release';
import { updatePerson } from './update-person';
import { updatePersonMail } from './update-person-mail';
import { updatePersonVcheck } from './update-person-vcheck';

function userId(request: FastifyRequest): number {
  return requireSession(request).userId;
}

/** A person id from the path; anything but a positive 32-bit integer names no person. */
function personId(request: FastifyRequest): number {
  return pathId(request, 'not_found');
}

const person = responses({ 200: personResponseSchema });

/**
 * The household persons of issue 4, exactly the contract of packages/domain/src/household/person-api.ts.
 * Answers come in the order 401 (onRequest), 403 without person_edit and 404 for another customer's id
 * (preValidation), then the body's 422 (ADR 100): the partial updates' bodies are checked by their route
 * schemas (the domain's person-bodies.ts). A whole person's save checks the body against the stored person
 * in preValidation (its lists' ids: 404) and the body itself in its route schema (ADR 137).
 */
export const personsRoutes: FastifyPluginAsync<{
  repository: PersonsRepository;
  onPersonDelete?: PersonDeletionHook[];
}> = async (app, { repository, onPersonDelete = [] }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const deletion = { repository, onDelete: onPersonDelete };
  const mayEdit = (request: FastifyRequest) => requirePersonEdit(() => request.customer());
  /** The user's person to change: person_edit (403), then the id (404). */
  const editable = ownedId('not_found', mayEdit, (request, id) => repository.ownsPerson(userId(request), id));
  /** A whole person's save: person_edit (403), the stored person (404), then the body against it (ADR 137). */
  const saving =
    (stored: (request: FastifyRequest) => Promise<PersonWithLists | null>) =>
    async (request: FastifyRequest): Promise<void> => {
      await mayEdit(request);
      const person = await stored(request);
      await refuseUnstorable(request);
      checkSaveAgainstStored(request.body, person, new Date());
    };
  const added = saving(async () => null);
  const saved = saving(async (request) => {
    const person = await repository.findPerson(userId(request), personId(request));
    if (!person) throw new AppError('not_found');
    return person;
  });

  app.get(
    '/persons',
    {
      ...auth,
      schema: { summary: 'The household’s persons', response: responses({ 200: personsResponseSchema }) },
    },
    async (request, reply) => {
      const owner = userId(request);
      // Cached per customer until one of the household's rows changes (ADR 008): sent as stored.
      const body = await app.viewCache.get(owner, 'persons', async () => ({
        value: JSON.stringify(await listPersons(repository, owner)),
        agentId: null,
      }));
      return sendView(app.viewCache, request, reply, { userId: owner, name: 'persons', body });
    },
  );

  api.post(
    '/persons',
    {
      ...auth,
      preValidation: added,
      schema: {
        summary: 'Add a person',
        body: personSaveBody({}),
        response: responses({ 201: personResponseSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPerson(repository, userId(request), request.body)),
  );

  api.get(
    '/persons/:id',
    {
      config: { cachedRead: true },
      ...auth,
      schema: { summary: 'One person', params: idParamsSchema, response: person },
    },
    (request) => getPerson(repository, userId(request), personId(request)),
  );

  api.put(
    '/persons/:id',
    {
      ...auth,
      preValidation: saved,
      schema: {
        summary: 'Save a person',
        params: idParamsSchema,
        body: personSaveBody(null),
        response: person,
      },
    },
    (request) => updatePerson(repository, userId(request), personId(request), request.body),
  );

  api.delete(
    '/persons/:id',
    {
      ...auth,
      preValidation: editable.preValidation,
      schema: {
        summary: 'Delete a person',
        params: idParamsSchema,
        response: responses({ 200: personDeletedSchema }),
      },
    },
    (request) => deletePerson(deletion, userId(request), editable.of(request), request.log),
  );

  api.post(
    '/persons/:id/setfreigabe',
    {
      ...auth,
      preValidation: editable.preValidation,
      schema: {
        summary: 'Release a person',
        params: idParamsSchema,
        body: personReleaseBody,
        response: person,
      },
    },
    (request) => setPersonRelease(repository, userId(request), editable.of(request), request.body),
  );

  api.put(
    '/persons/mail/:id',
    {
      ...auth,
      preValidation: editable.preValidation,
      schema: {
        summary: 'Save a person’s contact data',
        params: idParamsSchema,
        body: personMailBody,
        response: person,
      },
    },
    (request) => updatePersonMail(repository, userId(request), editable.of(request), request.body),
  );

  api.put(
    '/persons/vcheck/:id/update/fremdvertrag',
    {
      ...auth,
      preValidation: editable.preValidation,
      schema: {
        summary: 'Save a person’s Bedarfscheck answers (vcheck flags and the facts the rules read)',
        params: idParamsSchema,
        body: zodBody(bedarfscheckAnswersInputSchema),
        response: person,
      },
    },
    (request) => updatePersonVcheck(repository, userId(request), editable.of(request), request.body),
  );
};
