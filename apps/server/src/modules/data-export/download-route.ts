import {
  dataExportDownloadQuerySchema,
  dataExportFileResponse,
  dataExportParamsSchema,
} from '@kundenportal/domain/data-export/data-export-api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { responses } from '../../lib/route-responses';
import type { ExportTickets } from './export-ticket';
import type { DataExportRepository } from './repository';

/**
 * The export's ZIP for the ticket of its status answer (ADR 222): no session (a download link), no client
 * headers; a wrong or missing ticket, an unknown id and an expired export are all the same 404.
 */
export const dataExportDownloadRoute: FastifyPluginAsync<{
  repository: DataExportRepository;
  tickets: ExportTickets;
  blobStore: BlobStore;
  now: () => Date;
}> = async (app, deps) => {
  app.get(
    '/users/export/:id/datei',
    {
      config: { clientCheck: false },
      schema: {
        summary: 'The export’s ZIP (the ticket of the status answer’s url, no session; 404 once expired)',
        params: dataExportParamsSchema,
        querystring: dataExportDownloadQuerySchema,
        response: responses({ 200: dataExportFileResponse }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { ticket } = request.query as { ticket?: string };
      const row = await deps.repository.byIdIfUuid(id);
      const valid =
        row?.fileKey &&
        row.expiresAt &&
        row.expiresAt > deps.now() &&
        deps.tickets.matches(ticket ?? '', row.ticketHash);
      const file = valid && row?.fileKey ? await deps.blobStore.read(row.fileKey) : null;
      if (!file) throw new AppError('could_not_find_data_export');
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="Meine-Daten.zip"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );
};
