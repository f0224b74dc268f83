import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentNameProblem } from '../documents/document-api';
import { checkUpload } from '../documents/upload-rules';
import { documentTexts } from '../texts/documents';
import { fileNameProblem, hasDirectionControl } from './file-name';

const CONTROLS = [
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
  0x200e,
  0x200f,
  0x061c,
].map((code) => String.fromCodePoint(code));

describe('file names without bidi controls (issue 27, item 34)', () => {
  it.each(CONTROLS.map((c) => [`U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'refuses %s anywhere in the name, at upload and rename alike',
    (_code, control) => {
      for (const name of [`rechnung${control}fdp.exe`, `${control}scan.pdf`, `scan.pdf${control}`]) {
        expect(hasDirectionControl(name)).toBe(true);
        expect(fileNameProblem(name)).toBe(documentTexts.nameDirectionControl);
        expect(documentNameProblem(name)).toBe(documentTexts.nameDirectionControl);
        expect(checkUpload({ name, size: 1 })).toEqual({
          ok: false,
          message: documentTexts.nameDirectionControl,
        });
      }
    },
  );

  it('accepts names in any script, with umlauts, emoji and Arabic or Hebrew letters', () => {
    for (const name of ['Übersicht März.pdf', 'عقد.pdf', 'חוזה.pdf', 'Foto 😀.jpg', 'a\u200db.png']) {
      expect(fileNameProblem(name)).toBeNull();
      expect(documentNameProblem(name)).toBeNull();
    }
  });

  it('finds a control wherever it is in any name', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...CONTROLS), fc.string(), (before, control, after) => {
        expect(fileNameProblem(`${before}${control}${after}.pdf`)).not.toBeNull();
      }),
    );
  });
});
