import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFieldCipher } from '../../lib/field-cipher';
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
    const repository = createPersonsRepository(app.database.db, createFieldCipher(app.config.bankingKeys));
    // Migration 0047's companion (ADR 286): bank connections' IBANs of before, sealed before any request.
    const sealed = await repository.sealClearIbans();
    if (sealed > 0) app.log.info({ sealed }, 'bank connection IBANs sealed');
    const hooks: PersonDeletionHook[] = [];
    app.decorate('personDeletionHooks', hooks);
    await app.register(personsRoutes, {
      repository,
      onPersonDelete: hooks,
    });
  },
  { name: 'persons', dependencies: ['config', 'database', 'session', 'view-cache'] },
);
