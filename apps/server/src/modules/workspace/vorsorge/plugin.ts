import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { workspaceVorsorgeRoutes } from './routes';

/**
 * The workspace's view of a customer's Bedarfscheck and Vorsorgestatus (issue 30): GET
 * /api/berater/kunden/:id/bedarfscheck and …/vorsorgestatus, through the customer-side plugins'
 * `app.householdNeedsOf` and `app.pensionStatusOf`.
 */
export const workspaceVorsorgePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(workspaceVorsorgeRoutes);
  },
  {
    name: 'workspace-vorsorge',
    dependencies: ['session', 'workspace-customers', 'bedarfscheck', 'vorsorgestatus'],
  },
);
