import { vi } from 'vitest';

/** A file the page handed to the browser as a download (lib/download.ts `saveBlob`). */
export type SavedDownload = { blob: Blob; filename: string };

/**
 * Catches downloads: the test DOM does not download, so `URL.createObjectURL` keeps the
 * Blob and a link's click records it with its `download` name. `restore` puts everything back.
 */
export function captureDownloads() {
  const saved: SavedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, object as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, filename: this.download });
  });
  return {
    saved,
    restore() {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    },
  };
}
