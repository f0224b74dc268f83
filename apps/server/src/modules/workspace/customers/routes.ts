import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import { customerListQuerySchema, customerListSchema } from '@kundenportal/domain/workspace/customers';
import { customerHouseholdSchema } from '@kundenportal/domain/workspace/household';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { requireAdviser } from '../../../plugins/session';
import { getCustomerHousehold } from './get-customer-household';
import { listCustomers } from './list-customers';
import type { CustomersRepository } from './repository';

/**
 * The agency's customers in the workspace (issue 14): the list and one customer's household. An adviser's
 * token (401/403 in onRequest), then the agency's customer of the path (404 in preValidation), then the
 * schema's 422 (ADR 100).
 */
type Deps = { repository: CustomersRepository };

export const customersRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticateAdviser };
  const customer = owned(async (request) => {
    const { agencyId } = requireAdviser(request);
    const found = await repository.customerOf(agencyId, pathId(request, 'could_not_find_customer'));
    if (!found) throw new AppError('could_not_find_customer');
    return found;
  });

  app.get(
    '/berater/kunden',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The agency’s customers',
        querystring: customerListQuerySchema,
        response: responses({ 200: customerListSchema }),
      },
    },
    async (request) => listCustomers(repository, requireAdviser(request).agencyId, request.query.q),
  );

  app.get(
    '/berater/kunden/:id',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: {
        summary: 'A customer with their household',
        params: idParamsSchema,
        response: responses({ 200: customerHouseholdSchema }),
      },
    },
    async (request) => getCustomerHousehold(repository, customer.of(request)),
  );
};
