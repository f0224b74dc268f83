import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Upload bytes between two minor garbage collections. Every chunk a socket delivers is a fresh Buffer
 * outside the JavaScript heap, and V8 collects those only once about 64 MB of them are garbage, or when
 * the heap itself fills, which streaming barely does: a 25 MB upload alone grew the server's RSS by its
 * own size (docs/decisions/054-upload-memory-minor-gc.md). A minor GC every few MB frees them as they go.
 */
const STEP_BYTES = 4 * 1024 * 1024;

type Gc = (options: { type: 'minor' | 'major' }) => void;

/** V8's gc(), exposed for this module only: `--expose-gc` gives it to contexts made after the flag. */
function exposeGc(): Gc | null {
  const global = (globalThis as { gc?: Gc }).gc;
  if (global) return global;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as Gc) : null;
  } catch {
    return null;
  }
}

let gc: Gc | null | undefined;
let sinceLast = 0;

/** Counts upload bytes of the whole process (any number of uploads) and collects every STEP_BYTES. */
export function countUploadBytes(bytes: number): void {
  sinceLast += bytes;
  if (sinceLast < STEP_BYTES) return;
  sinceLast = 0;
  gc ??= exposeGc();
  gc?.({ type: 'minor' });
}
