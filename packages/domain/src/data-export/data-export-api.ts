import { z } from 'zod';

/**
 * The customer's data export (issue 32, "Meine Daten", ADR 222) — fixed by the issue:
 *
 * POST /api/users/export          (no body) → 202 { export: { id, status } }; the 4th of a day is 429
 * GET  /api/users/export/{id}     → { export: { id, status, progress, url? } }; `url` once 'fertig', with a
 *                                    single-purpose ticket (never the session token), valid 24 hours
 * GET  /api/users/export/{id}/datei?ticket=… → the ZIP (attachment); 404 once expired
 */

/** At most this many exports per customer within 24 hours (a failed one does not count). */
export const DATA_EXPORTS_PER_DAY = 3;
/** How long the ticket of a finished export (and its file) lasts. */
export const DATA_EXPORT_TICKET_HOURS = 24;

export const dataExportStatuses = ['laeuft', 'fertig', 'fehler'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(dataExportStatuses),
  /** 0–100 while it runs. */
  progress: z.number().int().min(0).max(100),
  url: z.string().optional(),
  /** When the download's ticket expires (ISO), once 'fertig'. */
  expiresAt: z.string().optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportResponseSchema = z.object({ export: dataExportSchema });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;

export const dataExportParamsSchema = z.object({ id: z.string() });
/** The download's ticket: checked by the server (a wrong or expired one is a 404, like an unknown id). */
export const dataExportDownloadQuerySchema = z
  .object({ ticket: z.string().max(200).meta({ description: 'the ticket of the status answer’s url' }) })
  .partial()
  .strict();

/** GET /api/users/export/{id}/datei: the ZIP (streamed, as a download). */
export const dataExportFileResponse = {
  description: 'The export as a ZIP file (streamed, as a download)',
  content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
};
