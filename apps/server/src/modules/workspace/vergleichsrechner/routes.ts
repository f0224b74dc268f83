import {
  rechnerAnswerSchema,
  rechnerBodySchema,
  rechnerListSchema,
} from '@kundenportal/domain/vergleichsrechner/rechner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { noContent, responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { refuseOwnOrigin } from './own-origin';
import type { RechnerRepository } from './repository';

type Deps = { repository: RechnerRepository; publicUrl: string };

/**
 * The agency's Vergleichsrechner (issue 31): any adviser of the agency lists, adds, changes and deletes
 * them; another agency's are never seen (404). An adviser's token first (401/403), then the calculator of
 * the path (404), then the body's 422.
 */
export const rechnerRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository, publicUrl }) => {
  const auth = { onRequest: app.authenticateAdviser };
  const one = owned(async (request) => {
    const { agencyId } = requireAdviser(request);
    const id = pathId(request, 'not_found');
    if (!(await repository.exists(agencyId, id))) throw new AppError('not_found');
    return { agencyId, id };
  });
  const params = z.object({ id: z.string() });

  app.get(
    '/berater/vergleichsrechner',
    {
      config: { cachedRead: true },
      ...auth,
      schema: { summary: 'The agency’s Vergleichsrechner', response: responses({ 200: rechnerListSchema }) },
    },
    async (request) => ({ rechner: await repository.list(requireAdviser(request).agencyId) }),
  );

  app.post(
    '/berater/vergleichsrechner',
    {
      ...auth,
      schema: {
        summary: 'Add a Vergleichsrechner to the agency',
        body: zodBody(rechnerBodySchema),
        response: responses({ 201: rechnerAnswerSchema }),
      },
    },
    async (request, reply) => {
      refuseOwnOrigin(request.body, publicUrl, request.headers.host);
      const { userId, agencyId } = requireAdviser(request);
      const rechner = await repository.create({ userId, agencyId }, request.body);
      return reply.status(201).send({ rechner });
    },
  );

  app.put(
    '/berater/vergleichsrechner/:id',
    {
      ...auth,
      preValidation: one.preValidation,
      schema: {
        summary: 'Change one of the agency’s Vergleichsrechner',
        params,
        body: zodBody(rechnerBodySchema),
        response: responses({ 200: rechnerAnswerSchema }),
      },
    },
    async (request) => {
      refuseOwnOrigin(request.body, publicUrl, request.headers.host);
      const { agencyId, id } = one.of(request);
      const rechner = await repository.update(
        { userId: requireAdviser(request).userId, agencyId },
        id,
        request.body,
      );
      if (!rechner) throw new AppError('not_found');
      return { rechner };
    },
  );

  app.delete(
    '/berater/vergleichsrechner/:id',
    {
      ...auth,
      preValidation: one.preValidation,
      schema: {
        summary: 'Delete one of the agency’s Vergleichsrechner',
        params,
        response: responses({ 204: noContent }),
      },
    },
    async (request, reply) => {
      const { agencyId, id } = one.of(request);
      await repository.remove({ userId: requireAdviser(request).userId, agencyId }, id);
      return reply.status(204).send(null);
    },
  );
};
