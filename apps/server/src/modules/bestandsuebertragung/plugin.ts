import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onMandateSigned } from './mandate-signed';
import { createTransfersRepository } from './repository';
import { transfersRoutes } from './routes';

/**
 * The customer's Bestandsübertragung (issue 29): its routes, and what the signature of a mandate's adviser
 * form does to the transfers waiting for it (a registration of the adviser forms, ADR 156).
 */
export const transfersPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createTransfersRepository(app.database.db);
    app.signedFormHooks.push(onMandateSigned(repository));
    await app.register(transfersRoutes, { repository, now: () => app.clock.now() });
  },
  {
    name: 'bestandsuebertragung',
    dependencies: ['database', 'clock', 'session', 'customer', 'adviser-forms'],
  },
);
