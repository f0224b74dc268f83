import { agencyInsurerSettingsSchema } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import {
  insurerSettingsAnswerSchema,
  insurerSettingsListSchema,
  insurerSettingsParamsSchema,
} from '@kundenportal/domain/bestandsuebertragung/letter-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { agencyInsurer, listInsurerSettings, saveInsurerSettings } from './insurer-settings';
import type { InsurerSettingsRepository } from './repository';

type Deps = { repository: InsurerSettingsRepository };

/**
 * The agency's settings per insurer (issue 29): its intermediary number there and an address and e-mail for
 * broker changes of its own, over the insurers' address table. Any adviser of the agency reads and changes
 * them; another agency's are never seen. An adviser's token first (401/403), then an insurer the agency
 * may not keep settings for (404), then the schema's 422.
 */
export const insurerSettingsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticateAdviser };
  // A well-formed name that is no insurer of the list or of the agency's transfers: 404 before the body's
  // 422 (ADR 100); a malformed one is the params schema's 422 (null here).
  const insurer = owned(async (request) => {
    const params = insurerSettingsParamsSchema.safeParse(request.params);
    if (!params.success) return null;
    const name = await agencyInsurer(repository, requireAdviser(request).agencyId, params.data.versicherer);
    if (!name) throw new AppError('could_not_find_insurer');
    return name;
  });

  app.get(
    '/berater/versicherer-einstellungen',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The agency’s settings per insurer, with the insurers’ address table',
        response: responses({ 200: insurerSettingsListSchema }),
      },
    },
    async (request) => listInsurerSettings(repository, requireAdviser(request).agencyId),
  );

  app.put(
    '/berater/versicherer-einstellungen/:versicherer',
    {
      ...auth,
      preValidation: insurer.preValidation,
      schema: {
        summary: 'Set the agency’s intermediary number, address and e-mail for one insurer',
        params: insurerSettingsParamsSchema,
        body: zodBody(agencyInsurerSettingsSchema),
        response: responses({ 200: insurerSettingsAnswerSchema }),
      },
    },
    async (request) =>
      saveInsurerSettings(
        repository,
        requireAdviser(request),
        insurer.of(request) ?? request.params.versicherer,
        request.body,
      ),
  );
};
