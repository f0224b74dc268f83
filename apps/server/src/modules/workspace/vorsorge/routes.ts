import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import { bedarfscheckAnswerSchema } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { vorsorgestatusAnswerSchema } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { owned } from '../../../lib/owned';
import { responses } from '../../../lib/route-responses';

/**
 * A customer's Bedarfscheck and Vorsorgestatus for the agency's household page (issue 30, ADR 177): the
 * same answers the customer reads, as they stand now (from the stored answers, entries and contracts),
 * whatever the customer's switches. An adviser's token (401/403 in onRequest), then the agency's
 * customer of the path (404 `could_not_find_customer`, `app.agencyCustomerId`).
 */
export const workspaceVorsorgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticateAdviser };
  const customer = owned(app.agencyCustomerId);

  app.get(
    '/berater/kunden/:id/bedarfscheck',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'A customer’s Bedarfscheck as it stands',
        params: idParamsSchema,
        response: responses({ 200: bedarfscheckAnswerSchema }),
      },
    },
    (request) => app.householdNeedsOf(customer.of(request)),
  );

  app.get(
    '/berater/kunden/:id/vorsorgestatus',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'A customer’s Vorsorgestatus as it stands',
        params: idParamsSchema,
        response: responses({ 200: vorsorgestatusAnswerSchema }),
      },
    },
    (request) => app.pensionStatusOf(customer.of(request)),
  );
};
