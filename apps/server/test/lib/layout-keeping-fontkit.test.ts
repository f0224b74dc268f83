import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYOUTS_KEPT, layoutKeepingFontkit } from '../../src/lib/layout-keeping-fontkit';
import { fonts } from '../../src/lib/pdf-fonts';
import { loadPdfKit } from '../../src/lib/pdf-kit';
import { readPdf } from '../helpers/pdf';

beforeAll(async () => {
  await loadPdfKit();
});

/**
 * A one-page PDF of `text` in the regular face, made with `kit` as pdf-lib's fontkit. Without the dates
 * pdf-lib would write (its object streams are compressed, so a second's change can change the length).
 */
async function pdfOf(kit: typeof fontkit, text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(kit);
  const regular = await pdf.embedFont(fonts().regular, { subset: true });
  pdf.addPage().drawText(text, { x: 20, y: 700, size: 12, font: regular });
  return Buffer.from(await pdf.save());
}

const glyphIds = (run: { glyphs: { id: number }[] }) => run.glyphs.map((glyph) => glyph.id);

describe('layoutKeepingFontkit', () => {
  it('gives every document a face of its own over one parse of the same font bytes', () => {
    const kit = layoutKeepingFontkit(fontkit);
    const { regular, bold } = fonts();
    const one = kit.create(regular);
    const two = kit.create(regular);
    expect(two).not.toBe(one);
    // The decoded tables are the same objects; the glyphs are not.
    expect(two.head).toBe(one.head);
    expect(two.getGlyph(42)).not.toBe(one.getGlyph(42));
    // Other bytes, another parse.
    expect(kit.create(bold).head).not.toBe(one.head);
    expect(kit.create(Buffer.from(regular)).head).not.toBe(one.head);
  });

  it('answers a text laid out before with the same run, fontkit’s own, and one with features anew', () => {
    const face = layoutKeepingFontkit(fontkit).create(fonts().regular);
    const run = face.layout('Maklervollmacht');
    expect(face.layout('Maklervollmacht')).toBe(run);
    expect(face.layout('Maklervollmacht', ['liga'])).not.toBe(run);
    const fresh = fontkit.create(fonts().regular).layout('Maklervollmacht');
    expect(glyphIds(run)).toEqual(glyphIds(fresh));
    expect(run.advanceWidth).toBe(fresh.advanceWidth);
  });

  it(`keeps a face's ${LAYOUTS_KEPT} most recently used layouts, not one more`, () => {
    const face = layoutKeepingFontkit(fontkit).create(fonts().regular);
    const first = face.layout('Wort 0');
    const second = face.layout('Wort 1');
    for (let n = 2; n < LAYOUTS_KEPT; n += 1) face.layout(`Wort ${n}`);
    // LAYOUTS_KEPT texts: the first is still kept, and is now the most recently used.
    expect(face.layout('Wort 0')).toBe(first);
    // So 'Wort 1' is the oldest: one text more drops it, and not the first.
    face.layout(`Wort ${LAYOUTS_KEPT}`);
    expect(face.layout('Wort 0')).toBe(first);
    expect(face.layout('Wort 1')).not.toBe(second);
  });

  it('maps a document’s glyphs back to its own text, whatever documents before it drew', async () => {
    const kit = layoutKeepingFontkit(fontkit);
    // 'fi' is drawn as the ligature glyph ﬁ; a document that has the character ﬁ itself comes after it.
    const joined = await pdfOf(kit, 'Profi Grüße');
    const typed = await pdfOf(kit, 'xﬁ Ωμέγα');
    expect((await readPdf(joined, { exactCharacters: true })).text).toContain('Profi Grüße');
    expect((await readPdf(typed, { exactCharacters: true })).text).toContain('xﬁ Ωμέγα');
    // A document's font holds the glyphs of its own text alone.
    expect((await pdfOf(kit, 'Profi Grüße')).equals(joined)).toBe(true);
  });
});
