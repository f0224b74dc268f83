import { downloadFile } from '../../../lib/download';

/** GET /api/reminders/:id/kalender.ics with the session (never a token in a URL), saved as 'erinnerung-<id>.ics'. */
export function downloadReminderCalendar(id: number): Promise<void> {
  return downloadFile(`/reminders/${id}/kalender.ics`, `erinnerung-${id}.ics`);
}
