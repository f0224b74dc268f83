import {
  personInputSchema,
  personMailInputSchema,
  personReleaseInputSchema,
  personVcheckInputSchema,
} from '@kundenportal/domain/household/person-input-schema';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
import { createPerson } from './create-person';
import { deletePerson, type PersonDeletionHook } from './delete-person';
import { getPerson } from './get-person';
import { listPersons } from './list-persons';
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

/**
 * The household persons of issue 4, exactly the contract of packages/domain/src/household/person-api.ts.
 * Bodies are checked by the use cases against the form catalogue (the route schemas, the domain's
 * person-input-schema.ts, only document them), so the answers are the form engine's 'field=>message'
 * entries in the order 401, 403, 404, 422; app.authenticate runs first.
 */
export const personsRoutes: FastifyPluginAsync<{
  repository: PersonsRepository;
  onPersonDelete?: PersonDeletionHook[];
}> = async (app, { repository, onPersonDelete = [] }) => {
  const auth = { onRequest: app.authenticate };

  app.get('/persons', auth, async (request, reply) => {
    const owner = userId(request);
    // Cached per customer until one of the household's rows changes (ADR 008).
    const body = await app.viewCache.get(owner, 'persons', async () => ({
      value: JSON.stringify(await listPersons(repository, owner)),
      agentId: null,
    }));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post('/persons', { ...auth, ...documentedBody(personInputSchema) }, async (request, reply) =>
    reply.status(201).send(await createPerson(repository, userId(request), request.body)),
  );

  app.get('/persons/:id', auth, (request) => getPerson(repository, userId(request), personId(request)));

  app.put('/persons/:id', { ...auth, ...documentedBody(personInputSchema) }, (request) =>
    updatePerson(repository, userId(request), personId(request), request.body),
  );

  app.delete('/persons/:id', auth, (request) =>
    deletePerson(
      { repository, onDelete: onPersonDelete, log: request.log },
      userId(request),
      personId(request),
    ),
  );

  app.post('/persons/:id/setfreigabe', { ...auth, ...documentedBody(personReleaseInputSchema) }, (request) =>
    setPersonRelease(repository, userId(request), personId(request), request.body),
  );

  app.put('/persons/mail/:id', { ...auth, ...documentedBody(personMailInputSchema) }, (request) =>
    updatePersonMail(repository, userId(request), personId(request), request.body),
  );

  app.put(
    '/persons/vcheck/:id/update/fremdvertrag',
    { ...auth, ...documentedBody(personVcheckInputSchema) },
    (request) => updatePersonVcheck(repository, userId(request), personId(request), request.body),
  );
};
