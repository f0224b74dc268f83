import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Below this a view is compressed per request (microseconds); from here on its gzip is kept. */
const KEEP_FROM_BYTES = 32 * 1024;

/**
 * The gzip of a customer's cached view (GET /api/documents), kept as long as the view is the same: a
 * 10,000-document list is 3.9 MB of JSON and 26 ms of gzip per request, 440 KB once kept. The view cache
 * (ADR 008) decides when a view is stale; a changed view is a different string here and compressed anew.
 */
export function createCompressedViews(maxEntries = 200) {
  const entries = new Map<number, { json: string; gzip: Buffer }>();
  return {
    async gzip(userId: number, json: string): Promise<Buffer> {
      const entry = entries.get(userId);
      if (entry && entry.json === json) return entry.gzip;
      const compressed = await gzipAsync(json);
      if (json.length >= KEEP_FROM_BYTES) {
        entries.delete(userId);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(userId, { json, gzip: compressed });
      }
      return compressed;
    },
    get size() {
      return entries.size;
    },
  };
}
