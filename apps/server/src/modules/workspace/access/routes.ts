import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import {
  customerSettingsResponseSchema,
  customerSettingsSchema,
} from '@kundenportal/domain/workspace/customer-settings';
import { presetApplySchema } from '@kundenportal/domain/workspace/presets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { owned } from '../../../lib/owned';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { applyPreset } from './apply-preset';
import { changeCustomerSettings } from './change-customer-settings';
import type { AccessRepository } from './repository';

/**
 * A customer's switches in the workspace (issue 14; ADR 041): set one by one, or as a preset. An
 * adviser's token (401/403 in onRequest), then the agency's customer of the path (404 in preValidation,
 * `app.agencyCustomerId`), then the body's 422 (ADR 100).
 */
type Deps = { repository: AccessRepository };

export const accessRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticateAdviser };
  const customer = owned(app.agencyCustomerId);
  const answer = responses({ 200: customerSettingsResponseSchema });

  app.put(
    '/berater/kunden/:id/einstellungen',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'Change a customer’s switches',
        params: idParamsSchema,
        body: zodBody(customerSettingsSchema),
        response: answer,
      },
    },
    async (request) => ({
      settings: await changeCustomerSettings(
        repository,
        requireAdviser(request),
        customer.of(request),
        request.body,
      ),
    }),
  );

  app.post(
    '/berater/kunden/:id/vorlage',
    {
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'Apply a preset to a customer’s switches',
        params: idParamsSchema,
        body: zodBody(presetApplySchema),
        response: answer,
      },
    },
    async (request) => ({
      settings: await applyPreset(
        repository,
        requireAdviser(request),
        customer.of(request),
        request.body.presetId,
      ),
    }),
  );
};
