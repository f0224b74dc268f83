import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readHouseholdNeeds } from './household-needs';
import { createBedarfscheckRepository } from './repository';
import { bedarfscheckRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** A customer's Bedarfscheck as it stands now (the workspace shows it in the household, ADR 176). */
    householdNeedsOf: (customerId: number) => Promise<BedarfscheckAnswer>;
  }
}

/** The Bedarfscheck (issue 30): the household's result and the product texts. */
export const bedarfscheckPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createBedarfscheckRepository(app.database.db);
    app.decorate('householdNeedsOf', (customerId: number) => readHouseholdNeeds(repository, customerId));
    await app.register(bedarfscheckRoutes, { repository });
  },
  { name: 'bedarfscheck', dependencies: ['database', 'session', 'customer'] },
);
