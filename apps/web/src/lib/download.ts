import { apiBlob } from './api-client';

/** Hands a Blob to the browser as a download named `filename` (an object URL, freed after the click). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Downloads a file the API sends only with the session (e.g. GET /api/contracts/:id/kalender.ics): fetched
 * by the API client with the token in its header, saved as a Blob. Errors are the API client's toasts;
 * the promise rejects so a caller can stop a pending state.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  saveBlob(await apiBlob(path), filename);
}
