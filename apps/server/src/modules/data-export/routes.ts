import {
  DATA_EXPORTS_PER_DAY,
  dataExportParamsSchema,
  dataExportResponseSchema,
} from '@kundenportal/domain/data-export/data-export-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { owned } from '../../lib/owned';
import { responses } from '../../lib/route-responses';
import { requireSession } from '../../plugins/session';
import type { ExportRunner } from './export-runner';
import { exportStatus, ownExport } from './export-status';
import type { ExportTickets } from './export-ticket';
import type { DataExportRepository } from './repository';

export type DataExportDeps = {
  repository: DataExportRepository;
  runner: ExportRunner;
  tickets: ExportTickets;
  now: () => Date;
};

const DAY_MS = 24 * 3600 * 1000;

/** "Meine Daten" (issue 32, ADR 222): request an export, read its progress. */
export const dataExportRoutes: FastifyPluginAsyncZod<DataExportDeps> = async (app, deps) => {
  app.post(
    '/users/export',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Request an export of all the customer’s data (at most 3 a day)',
        response: responses({ 202: dataExportResponseSchema }),
      },
    },
    async (request, reply) => {
      const userId = requireSession(request).userId;
      const since = new Date(deps.now().getTime() - DAY_MS);
      const row = await deps.repository.create(userId, since, DATA_EXPORTS_PER_DAY);
      if (!row) throw new AppError('data_export_limit');
      deps.runner.start(row);
      return reply.status(202).send({ export: { id: row.id, status: row.status, progress: row.progress } });
    },
  );

  const own = owned((request) =>
    ownExport(deps.repository, requireSession(request).userId, (request.params as { id?: unknown }).id),
  );
  app.get(
    '/users/export/:id',
    {
      onRequest: app.authenticate,
      preValidation: own.preValidation,
      schema: {
        summary: 'An export’s status and progress, with its download once ready',
        params: dataExportParamsSchema,
        response: responses({ 200: dataExportResponseSchema }),
      },
    },
    async (request) => ({ export: await exportStatus(deps, own.of(request)) }),
  );
};
