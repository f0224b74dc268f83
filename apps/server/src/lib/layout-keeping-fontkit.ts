import type fontkitModule from '@pdf-lib/fontkit';
import type { Font, GlyphRun } from '@pdf-lib/fontkit';

type Fontkit = typeof fontkitModule;

/** Texts whose layout a face keeps: the words and lines of a document (user text is unbounded). */
export const LAYOUTS_KEPT = 5_000;

/**
 * fontkit for pdf-lib: a font file's tables parsed once per process, and each document's face keeping the
 * layouts it made. pdf-lib parses the font anew for each document (`fontkit.create` in `embedFont`) and lays
 * every word out twice (its width, then its glyphs when drawn); fontkit decodes the OpenType substitution and
 * positioning tables again for every new face and runs them for every layout: most of a form PDF's CPU
 * (ADR 342).
 *
 * A face made from the same bytes (the same Buffer, as `fonts()` hands it out) is a new object over one parsed
 * font: its tables are shared, its glyphs and layout engine its own. A glyph's code points, which the PDF's
 * text layer maps it back to, are those of the text that first made it in its face ('ﬁ' typed, or 'fi' joined
 * into that ligature): with glyphs shared, one document's text would decide another's. A face's `layout` of a
 * text without extra features answers the run it gave before (the `LAYOUTS_KEPT` most recently used).
 */
export function layoutKeepingFontkit(fontkit: Fontkit): Fontkit {
  const parsed = new WeakMap<Uint8Array, Font>();
  const create = (buffer: Uint8Array, postscriptName?: string): Font => {
    if (postscriptName !== undefined) return keepLayouts(fontkit.create(buffer, postscriptName));
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsed.set(buffer, font);
    }
    return keepLayouts(faceOf(font));
  };
  return { ...fontkit, create };
}

/**
 * A face over `font`'s parsed tables (its own properties, the lazily decoded tables among them, are read
 * through the prototype) with a glyph cache of its own. fontkit's layout engine is a cached getter that
 * stores itself on the object it is read from: `font` is never laid out with, so each face makes its own.
 */
function faceOf(font: Font): Font {
  const face = Object.create(font) as Font & { _glyphs: Record<number, unknown> };
  face._glyphs = {};
  return face;
}

function keepLayouts(face: Font): Font {
  const layout = face.layout.bind(face);
  const runs = new Map<string, GlyphRun>();
  face.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    let run = runs.get(text);
    if (run) {
      runs.delete(text);
    } else {
      run = layout(text);
      if (runs.size >= LAYOUTS_KEPT) runs.delete(runs.keys().next().value as string);
    }
    runs.set(text, run);
    return run;
  };
  return face;
}
