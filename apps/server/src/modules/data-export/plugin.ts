import { paths } from '@kundenportal/domain/routing/paths';
import { dataExportTexts } from '@kundenportal/domain/texts/data-export';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFieldCipher } from '../../lib/field-cipher';
import { everyTenMinutes } from '../../lib/housekeeping';
import { dataExportDownloadRoute } from './download-route';
import { createExportRunner, HEARTBEAT_LOST_MS } from './export-runner';
import { createExportTickets } from './export-ticket';
import { createRecordsRepository } from './records-repository';
import { createDataExportRepository } from './repository';
import { dataExportRoutes } from './routes';

/**
 * "Meine Daten" (issue 32, ADR 221/222): the export job runs in this process; at start and every ten
 * minutes, an export whose process ended is marked 'fehler' and expired files are removed.
 */
export const dataExportPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createDataExportRepository(app.database.db);
    const tickets = createExportTickets(app.config.jwtSecret);
    const now = () => app.clock.now();
    const link = `${app.config.publicUrl}/#${paths.myData}`;
    const runner = createExportRunner(
      {
        repository,
        records: createRecordsRepository(app.database.db, createFieldCipher(app.config.bankingKeys).open),
        blobStore: app.blobStore,
        tickets,
        now,
        notice: {
          mail: {
            subject: dataExportTexts.mailSubject,
            text: (firstName) => dataExportTexts.mailText(firstName, link),
          },
          push: {
            title: dataExportTexts.pushTitle,
            body: dataExportTexts.pushBody,
            url: `/#${paths.myData}`,
            tag: 'datenexport',
          },
        },
      },
      app.backgroundJobs,
      app.log,
    );

    const sweep = async () => {
      await repository.failStale(new Date(now().getTime() - HEARTBEAT_LOST_MS), now());
      for (const file of await repository.expiredFiles(now())) {
        await app.blobStore.remove(file.fileKey);
        await repository.forgetFile(file.id);
      }
    };
    app.addHook('onReady', async () => {
      await sweep().catch((error: unknown) => app.log.warn({ err: error }, 'data export sweep failed'));
    });
    everyTenMinutes(app, 'data export sweep', sweep);
    app.addHook('onClose', async () => app.backgroundJobs.idle());

    await app.register(dataExportRoutes, { repository, runner, tickets, now });
    await app.register(dataExportDownloadRoute, { repository, tickets, blobStore: app.blobStore, now });
  },
  { name: 'data-export', dependencies: ['config', 'database', 'clock', 'blob-store', 'session'] },
);
