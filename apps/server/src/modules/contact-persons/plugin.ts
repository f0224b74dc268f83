import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContactPersonsRepository } from './repository';
import { contactPersonsRoutes } from './routes';

/** Contact persons at insurers and authorities, optionally tied to one of the household's contracts. */
export const contactPersonsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(contactPersonsRoutes, {
      repository: createContactPersonsRepository(app.database.db),
      isContractOf: (userId, contractId) => app.contracts.belongsTo(userId, contractId),
      now: () => app.clock.now(),
    });
  },
  { name: 'contact-persons', dependencies: ['database', 'clock', 'session', 'contracts'] },
);
