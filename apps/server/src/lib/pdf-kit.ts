import type fontkitModule from '@pdf-lib/fontkit';
import type * as pdfLib from 'pdf-lib';
import type { RGB } from 'pdf-lib';
import { layoutKeepingFontkit } from './layout-keeping-fontkit';
import { loadOnce } from './load-once';

export type PdfKit = { lib: typeof pdfLib; fontkit: typeof fontkitModule };

let loaded: PdfKit | undefined;

/**
 * pdf-lib and fontkit, loaded with the first PDF a process makes instead of at every start: about 0.7 of a
 * start's CPU-seconds, which a rolling restart's other processes felt (ADR 333).
 */
export const loadPdfKit: () => Promise<PdfKit> = loadOnce(async () => {
  // fontkit's shapers for complex scripts (Tifinagh, Tibetan, Balinese … — the universal and the Indic
  // shaper) run generators compiled for regenerator and expect its runtime as a global; without it a name
  // in such a script was a 500 (found by the forms fuzz test in CI).
  // @ts-expect-error: the runtime has no types; it is imported for its global alone.
  await import('regenerator-runtime/runtime.js');
  const [lib, fontkit] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  loaded = { lib, fontkit: layoutKeepingFontkit(fontkit.default) };
  return loaded;
});

/** The kit for the drawing's synchronous helpers, once `loadPdfKit()` resolved (a PDF's render awaits it). */
export function pdfKit(): PdfKit {
  if (!loaded) throw new Error('pdf-lib is not loaded: await loadPdfKit() before drawing');
  return loaded;
}

/** pdf-lib's `rgb`, without loading pdf-lib: a colour is plain data. */
export const rgb = (red: number, green: number, blue: number): RGB =>
  ({ type: 'RGB', red, green, blue }) as RGB;
