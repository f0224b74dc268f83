import { presetApplySchema, presetInputSchema } from '@kundenportal/domain/workspace/presets';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseBody } from '../../lib/parse-body';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { requireAdviser } from '../../plugins/session';
import { applyPreset } from './apply-preset';
import { agencyPresets } from './presets';
import type { WorkspaceRepository } from './repository';
import { createPreset, makeDefaultPreset, removePreset, updatePreset } from './save-preset';

type Deps = { db: Db; repository: WorkspaceRepository };

/**
 * The agency's presets of a customer's switches (issue 27, item 27; ADR 041) under /api/berater: any
 * adviser of the agency may read, change and apply them, as the agency's other settings; another agency's
 * preset is not found (404), and naming it in a body is a 422 as for an unknown one.
 */
export const presetRoutes: FastifyPluginAsync<Deps> = async (app, { db, repository }) => {
  const auth = { onRequest: app.authenticateAdviser };
  const presetId = (request: Parameters<typeof pathId>[0]) => pathId(request, 'could_not_find_preset');

  app.get('/berater/vorlagen', auth, async (request) => ({
    vorlagen: await agencyPresets(db, requireAdviser(request).agencyId),
  }));

  app.post('/berater/vorlagen', { ...auth, ...documentedBody(presetInputSchema) }, async (request, reply) => {
    const adviser = requireAdviser(request);
    const vorlage = await createPreset(db, adviser, parseBody(presetInputSchema, request.body));
    return reply.status(201).send({ vorlage });
  });

  app.put('/berater/vorlagen/:id', { ...auth, ...documentedBody(presetInputSchema) }, async (request) => {
    const adviser = requireAdviser(request);
    const id = presetId(request);
    const input = parseBody(presetInputSchema, request.body);
    return { vorlage: await updatePreset(db, adviser, id, input) };
  });

  app.post('/berater/vorlagen/:id/standard', auth, async (request) => ({
    vorlagen: await makeDefaultPreset(db, requireAdviser(request), presetId(request)),
  }));

  app.delete('/berater/vorlagen/:id', auth, async (request) => ({
    vorlagen: await removePreset(db, requireAdviser(request), presetId(request)),
  }));

  app.post(
    '/berater/kunden/:id/vorlage',
    { ...auth, ...documentedBody(presetApplySchema) },
    async (request) => {
      const adviser = requireAdviser(request);
      const customerId = pathId(request, 'could_not_find_customer');
      if (!(await repository.isCustomerOf(adviser.agencyId, customerId)))
        throw new AppError('could_not_find_customer');
      const { presetId: id } = parseBody(presetApplySchema, request.body);
      return { settings: await applyPreset(db, adviser, customerId, id) };
    },
  );
};
