import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContractLinks } from '../../../lib/contract-links';
import { createVertraegeRepository } from './repository';
import { vertraegeRoutes } from './routes';

/**
 * The contracts an agency provides to its customers (issue 31, ADR 198–200): create, change, attach a
 * document and make a link, through the contracts plugin's `app.providedContracts` and the documents
 * plugin's `app.adviserDocuments`; the customer's 404 through `app.agencyCustomerId`.
 */
export const workspaceVertraegePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(vertraegeRoutes, {
      repository: createVertraegeRepository(app.database.db),
      links: createContractLinks(app.config.jwtSecret, app.config.publicUrl),
      now: () => app.clock.now(),
    });
  },
  {
    name: 'workspace-vertraege',
    dependencies: [
      'config',
      'database',
      'clock',
      'session',
      'outbox',
      'contracts',
      'documents',
      'workspace-customers',
    ],
  },
);
