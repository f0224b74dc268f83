import type { DataExport } from '@kundenportal/domain/data-export/data-export-api';
import { AppError } from '../../lib/app-error';
import { HEARTBEAT_LOST_MS } from './export-runner';
import type { ExportTickets } from './export-ticket';
import type { DataExportRepository, DataExportRow } from './repository';

/** The customer's export named by the path, else the 404 (an id that is no UUID names nothing). */
export async function ownExport(
  repository: DataExportRepository,
  userId: number,
  id: unknown,
): Promise<DataExportRow> {
  const row = typeof id === 'string' ? await repository.find(userId, id) : null;
  if (!row) throw new AppError('could_not_find_data_export');
  return row;
}

/**
 * The export as the customer reads it: a running one whose process ended (no heartbeat for a minute) is
 * 'fehler' from now on (ADR 222); a finished one names its download with the ticket until it expires.
 */
export async function exportStatus(
  deps: { repository: DataExportRepository; tickets: ExportTickets; now: () => Date },
  row: DataExportRow,
): Promise<DataExport> {
  const now = deps.now();
  if (row.status === 'laeuft' && row.updatedAt.getTime() < now.getTime() - HEARTBEAT_LOST_MS) {
    await deps.repository.fail(row.id, now);
    return { id: row.id, status: 'fehler', progress: row.progress };
  }
  if (row.status === 'fertig' && row.expiresAt && row.expiresAt > now && row.fileKey) {
    const ticket = deps.tickets.ticketOf(row.id, row.expiresAt);
    return {
      id: row.id,
      status: 'fertig',
      progress: 100,
      url: `/api/users/export/${row.id}/datei?ticket=${ticket}`,
      expiresAt: row.expiresAt.toISOString(),
    };
  }
  return { id: row.id, status: row.status, progress: row.progress };
}
