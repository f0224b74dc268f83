import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PersonDeletionHook } from './delete-person';
import { createPersonsRepository } from './repository';
import { personsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other modules do in the transaction that deletes a person (their rows of the person). */
    personDeletionHooks: PersonDeletionHook[];
  }
}

/** The household's persons; other modules add their part of a deletion to `app.personDeletionHooks`. */
export const personsPlugin = fp(
  async (app: FastifyInstance) => {
    const hooks: PersonDeletionHook[] = [];
    app.decorate('personDeletionHooks', hooks);
    await app.register(personsRoutes, {
      repository: createPersonsRepository(app.database.db),
      onPersonDelete: hooks,
    });
  },
  { name: 'persons', dependencies: ['database', 'session', 'view-cache'] },
);
