import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createErasureRepository } from './erasure-repository';
import { addErasureTask } from './erasure-task';
import { createAccountErasureRepository } from './repository';
import { purgeExpiredRetained, removePurgedFiles, restrictRetainedRecords } from './retention';
import { accountErasureRoutes } from './routes';

/**
 * Konto löschen (issue 32, ADR 239): the customer's request and its cancellation; and the job that
 * erases the account when it is due (ADR 240).
 */
export const accountErasurePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(accountErasureRoutes, {
      repository: createAccountErasureRepository(app.database.db),
      loginThrottle: app.loginThrottle,
      now: () => app.clock.now(),
    });
    addErasureTask(app, {
      repository: createErasureRepository(app.database.db),
      drainRemovals: () => app.blobRemovals.drain(),
      retention: {
        restrict: restrictRetainedRecords,
        purge: purgeExpiredRetained,
        removeFiles: (tx) => removePurgedFiles(tx, app.blobStore),
      },
      erased: (userId) => app.viewCache.dropUser(userId),
    });
  },
  {
    name: 'account-erasure',
    dependencies: [
      'database',
      'clock',
      'session',
      'rate-limit',
      'blob-store',
      'view-cache',
      'reminders',
      'passkeys',
    ],
  },
);
