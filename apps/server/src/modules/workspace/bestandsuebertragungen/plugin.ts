import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnswerRepository } from './answer-repository';
import { createLetterRepository } from './letters/letter-repository';
import { letterRoutes } from './letters/letter-routes';
import { createOverdueRepository } from './overdue-repository';
import { remindOverdueTransfers } from './remind-overdue-transfers';
import { createTransfersRepository } from './repository';
import { boardRoutes } from './routes';

/**
 * The workspace's Bestandsübertragungen (issue 29; the customer's side is modules/bestandsuebertragung):
 * the agency's board, the insurer's answers per contract, and the overdue reminder in the reminder worker.
 */
export const workspaceBestandsuebertragungenPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(boardRoutes, {
      transfers: createTransfersRepository(app.database.db),
      answers: createAnswerRepository(app.database.db),
      publicUrl: app.config.publicUrl,
      now: () => app.clock.now(),
      kickOutbox: () => app.outbox.kick(),
    });
    const overdue = createOverdueRepository(app.database.db);
    app.reminderTasks.add((now) => remindOverdueTransfers(overdue, now, app.config.publicUrl));
    await app.register(letterRoutes, {
      letters: createLetterRepository(app.database.db),
      transfers: createTransfersRepository(app.database.db),
      answers: createAnswerRepository(app.database.db),
      store: app.blobStore,
      publicUrl: app.config.publicUrl,
      now: () => app.clock.now(),
      kickOutbox: () => app.outbox.kick(),
    });
  },
  {
    name: 'workspace-bestandsuebertragungen',
    dependencies: ['config', 'database', 'clock', 'blob-store', 'session', 'outbox', 'reminders'],
  },
);
