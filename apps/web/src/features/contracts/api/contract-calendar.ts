import { downloadFile } from '../../../lib/download';

/**
 * GET /api/contracts/:id/kalender.ics with the session (never a token in a URL): the deadline as an
 * all-day event with alarms, plus the contract's reminder; saved as 'vertrag-<id>.ics'.
 */
export function downloadContractCalendar(id: number): Promise<void> {
  return downloadFile(`/contracts/${id}/kalender.ics`, `vertrag-${id}.ics`);
}
