import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import { auditLogResponseSchema } from '@kundenportal/domain/workspace/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { owned } from '../../../lib/owned';
import { responses } from '../../../lib/route-responses';
import { requireAdviser } from '../../../plugins/session';
import { listCustomerAudit } from './list-customer-audit';
import type { AuditRepository } from './repository';

/**
 * The agency's change log about one customer (issue 14): an adviser's token (401/403 in onRequest), then
 * the agency's customer of the path (404 in preValidation, ADR 100; `app.agencyCustomerId`). The agency's
 * log about itself is served with the agency's page (workspace/agency/routes.ts).
 */
type Deps = { repository: AuditRepository };

export const auditRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repository }) => {
  const auth = { onRequest: app.authenticateAdviser };
  const log = responses({ 200: auditLogResponseSchema });
  const customer = owned(app.agencyCustomerId);

  app.get(
    '/berater/kunden/:id/protokoll',
    {
      config: { cachedRead: true },
      ...auth,
      preValidation: customer.preValidation,
      schema: { summary: 'The agency’s changes to a customer', params: idParamsSchema, response: log },
    },
    async (request) => listCustomerAudit(repository, requireAdviser(request).agencyId, customer.of(request)),
  );
};
