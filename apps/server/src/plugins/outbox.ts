import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxRepository } from '../lib/outbox/outbox-repository';
import { createOutboxWorker, type OutboxWorker } from '../lib/outbox/outbox-worker';
import { createFileSmsProvider, createMailTransport } from '../lib/outbox/transports';
import { createPushSender, type PushConfig } from '../lib/push/push-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued mail, SMS and Web Push; `kick()` after enqueueing, `runOnce()` in tests. */
    outbox: OutboxWorker & { backlog(): Promise<{ pending: number; due: number }> };
  }
}

export type OutboxOptions = {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  push: PushConfig;
};

/**
 * The outbox worker of this process (README, "Mail and SMS"): mail by SMTP or as .eml files, SMS as text
 * files in `DATA_DIR/outbox/`. It starts when the app is ready, stops when it closes, and is kicked when
 * the database comes back after an outage.
 */
export const outboxPlugin = fp(
  async (app: FastifyInstance, { smtpUrl, mailFrom, dataDir, push }: OutboxOptions) => {
    const outboxDir = path.join(dataDir, 'outbox');
    const repository = createOutboxRepository(app.database.db);
    const worker = createOutboxWorker({
      repository,
      mail: createMailTransport({ smtpUrl, from: mailFrom, outboxDir }),
      sms: createFileSmsProvider(outboxDir),
      push: createPushSender(app.database.db, push),
      log: app.log,
    });
    app.decorate('outbox', Object.assign(worker, { backlog: repository.backlog }));
    const off = app.database.onConnection((event) => {
      if (event.state === 'restored') worker.kick();
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      off();
      const slow = setTimeout(() => app.log.warn('closing: waiting for the outbox'), 1000);
      await worker.stop();
      clearTimeout(slow);
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
