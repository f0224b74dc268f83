import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import {
  presetInputSchema,
  presetListResponseSchema,
  presetResponseSchema,
} from '@kundenportal/domain/workspace/presets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { agencyPresets } from './agency-presets';
import type { AccessRepository } from './repository';
import { createPreset, makeDefaultPreset, removePreset, updatePreset } from './save-preset';

/**
 * The agency's presets of a customer's switches (issue 27, item 27; ADR 041) under /api/berater: any
 * adviser of the agency may read, change and apply them, as the agency's other settings. An adviser's
 * token (401/403 in onRequest), then the agency's preset of the path (404 in preValidation: another
 * agency's is not found), then the body's 422 (ADR 100).
 */
type Deps = { repository: AccessRepository };

export const presetRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticateAdviser };
  const preset = owned(async (request) => {
    const { agencyId } = requireAdviser(request);
    const id = pathId(request, 'could_not_find_preset');
    if (!(await repository.preset(agencyId, id))) throw new AppError('could_not_find_preset');
    return id;
  });
  const ofPreset = (summary: string) => ({
    ...auth,
    preValidation: preset.preValidation,
    schema: { summary, params: idParamsSchema, response: responses({ 200: presetListResponseSchema }) },
  });

  app.get(
    '/berater/vorlagen',
    {
      config: { cachedRead: true },
      ...auth,
      schema: { summary: 'The agency’s presets', response: responses({ 200: presetListResponseSchema }) },
    },
    async (request) => ({ vorlagen: await agencyPresets(repository, requireAdviser(request).agencyId) }),
  );

  app.post(
    '/berater/vorlagen',
    {
      ...auth,
      schema: {
        summary: 'Add a preset',
        body: zodBody(presetInputSchema),
        response: responses({ 201: presetResponseSchema }),
      },
    },
    async (request, reply) => {
      const vorlage = await createPreset(repository, requireAdviser(request), request.body);
      return reply.status(201).send({ vorlage });
    },
  );

  app.put(
    '/berater/vorlagen/:id',
    {
      ...auth,
      preValidation: preset.preValidation,
      schema: {
        summary: 'Change a preset',
        params: idParamsSchema,
        body: zodBody(presetInputSchema),
        response: responses({ 200: presetResponseSchema }),
      },
    },
    async (request) => ({
      vorlage: await updatePreset(repository, requireAdviser(request), preset.of(request), request.body),
    }),
  );

  app.post(
    '/berater/vorlagen/:id/standard',
    ofPreset('Make a preset the agency’s default'),
    async (request) => ({
      vorlagen: await makeDefaultPreset(repository, requireAdviser(request), preset.of(request)),
    }),
  );

  app.delete('/berater/vorlagen/:id', ofPreset('Remove a preset'), async (request) => ({
    vorlagen: await removePreset(repository, requireAdviser(request), preset.of(request)),
  }));
};
