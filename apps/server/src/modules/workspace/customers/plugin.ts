import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../lib/app-error';
import { pathId } from '../../../lib/path-id';
import { requireAdviser } from '../../../plugins/session';
import { createBetreuungRepository } from './betreuung-repository';
import { contractBetreuungRoutes } from './betreuung-routes';
import { customerDocumentRoutes } from './document-routes';
import { createCustomersRepository } from './repository';
import { customersRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The agency's customer a workspace path names (`:id`): their id, else 404 could_not_find_customer
     * (another agency's, an adviser, no id at all). The one lookup every workspace sub-area's
     * `owned()` uses for a customer's path (ADR 113).
     */
    agencyCustomerId: (request: FastifyRequest) => Promise<number>;
  }
}

/**
 * The workspace's customers (issue 14): GET /api/berater/kunden, GET /api/berater/kunden/:id and the
 * customer's documents (/api/berater/kunden/:id/dokumente…, through the documents plugin's
 * `app.adviserDocuments`) and who looks after a contract (…/vertraege/:contractId/betreuung, issue 29).
 */
export const workspaceCustomersPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createCustomersRepository(app.database.db);
    app.decorate('agencyCustomerId', async (request: FastifyRequest) => {
      const { agencyId } = requireAdviser(request);
      const customerId = pathId(request, 'could_not_find_customer');
      if (!(await repository.isCustomerOf(agencyId, customerId)))
        throw new AppError('could_not_find_customer');
      return customerId;
    });
    await app.register(customersRoutes, { repository });
    await app.register(customerDocumentRoutes);
    await app.register(contractBetreuungRoutes, { repository: createBetreuungRepository(app.database.db) });
  },
  { name: 'workspace-customers', dependencies: ['database', 'session', 'outbox', 'documents'] },
);
