import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import {
  personMailBody,
  personReleaseBody,
  personVcheckBody,
} from '@kundenportal/domain/household/person-bodies';
import { personInputSchema } from '@kundenportal/domain/household/person-input-schema';
import {
  personDeletedSchema,
  personResponseSchema,
  personsResponseSchema,
} from '@kundenportal/domain/household/person-response-schema';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownedId } from '../../lib/owned';
import { pathId } from '../../lib/path-id';
import { responses } from '../../lib/route-responses';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
import { createPerson } from './create-person';
import { deletePerson, type PersonDeletionHook } from './delete-person';
import { getPerson } from './get-person';
import { listPersons } from './list-persons';
import { requirePersonEdit } from './person-edit-permission';
import type { PersonsRepository } from './repository';
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
 * schemas (the domain's person-bodies.ts); a whole person's save is checked by savePerson against the
 * stored person and its lists (its schema documents the body).
 */
export const personsRoutes: FastifyPluginAsync<{
  repository: PersonsRepository;
  onPersonDelete?: PersonDeletionHook[];
}> = async (app, { repository, onPersonDelete = [] }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Checked by savePerson against the stored person and its lists (ADR 100's open case); documented here.
  const savedBody = documentedBody(personInputSchema);
  const auth = { onRequest: app.authenticate };
  const deletion = { repository, onDelete: onPersonDelete };
  const mayEdit = (request: FastifyRequest) => requirePersonEdit(repository, userId(request));
  /** The user's person to change: person_edit (403), then the id (404). */
  const editable = ownedId('not_found', mayEdit, (request, id) => repository.ownsPerson(userId(request), id));

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
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  api.post(
    '/persons',
    {
      ...auth,
      preValidation: mayEdit,
      validatorCompiler: savedBody.validatorCompiler,
      schema: {
        summary: 'Add a person',
        body: personInputSchema,
        response: responses({ 201: personResponseSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPerson(repository, userId(request), request.body)),
  );

  api.get(
    '/persons/:id',
    { ...auth, schema: { summary: 'One person', params: idParamsSchema, response: person } },
    (request) => getPerson(repository, userId(request), personId(request)),
  );

  api.put(
    '/persons/:id',
    {
      ...auth,
      preValidation: editable.preValidation,
      validatorCompiler: savedBody.validatorCompiler,
      schema: { summary: 'Save a person', params: idParamsSchema, body: personInputSchema, response: person },
    },
    (request) => updatePerson(repository, userId(request), editable.of(request), request.body),
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
        summary: 'Set a person’s contract-check flags',
        params: idParamsSchema,
        body: personVcheckBody,
        response: person,
      },
    },
    (request) => updatePersonVcheck(repository, userId(request), editable.of(request), request.body),
  );
};
