import { agencyInsurerSettingsSchema } from '@kundenportal/domain/bestandsuebertragung/insurer-contact';
import {
  insurerSettingsAnswerSchema,
  insurerSettingsListSchema,
  insurerSettingsParamsSchema,
} from '@kundenportal/domain/bestandsuebertragung/letter-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { listInsurerSettings, saveInsurerSettings } from './insurer-settings';
import type { InsurerSettingsRepository } from './repository';

type Deps = { repository: InsurerSettingsRepository };

/**
 * The agency's settings per insurer (issue 29): its intermediary number there and an address and e-mail for
 * broker changes of its own, over the insurers' address table. Any adviser of the agency reads and changes
 * them; another agency's are never seen. An adviser's token first (401/403), then the schema's 422.
 */
export const insurerSettingsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticateAdviser };

  app.get(
    '/berater/versicherer-einstellungen',
    {
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
      schema: {
        summary: 'Set the agency’s intermediary number, address and e-mail for one insurer',
        params: insurerSettingsParamsSchema,
        body: zodBody(agencyInsurerSettingsSchema),
        response: responses({ 200: insurerSettingsAnswerSchema }),
      },
    },
    async (request) =>
      saveInsurerSettings(repository, requireAdviser(request), request.params.versicherer, request.body),
  );
};
