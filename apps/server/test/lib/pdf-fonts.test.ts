import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fonts, printable } from '../../src/lib/pdf-fonts';
import { loadPdfKit } from '../../src/lib/pdf-kit';
import { serverDir } from '../../src/server-dir';

beforeAll(async () => {
  await loadPdfKit();
});

/** One sample per script, including those fontkit shapes with its universal and Indic shapers. */
const SAMPLES = {
  latin: 'Grüße Öztürk',
  greek: 'Ελένη',
  cyrillic: 'Ирина',
  hebrew: 'שרה',
  arabic: 'فاطمة',
  armenian: 'Անի',
  georgian: 'ნინო',
  tifinagh: 'ⴰⵎⴰⵣⵉⵖ',
  nko: 'ߒߞߏ',
  devanagari: 'देवी',
  tibetan: 'བོད',
  thai: 'สมชาย',
  han: '王秀英',
  emoji: '👩‍💼',
  control: 'a\u000eb\u0007c',
};

describe('the PDF fonts', () => {
  it.each(Object.entries(SAMPLES))('draw a %s name in regular and bold without failing', async (_, text) => {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const regular = await pdf.embedFont(fonts().regular, { subset: true });
    const bold = await pdf.embedFont(fonts().bold, { subset: true });
    const page = pdf.addPage();
    page.drawText(printable(text), { x: 10, y: 40, size: 12, font: regular });
    page.drawText(printable(text), { x: 10, y: 10, size: 18, font: bold });
    const bytes = await pdf.save();
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('keep what DejaVu Sans draws and mark the rest with ?', () => {
    expect(printable('Grüße Ελένη ⴰⵎ')).toBe('Grüße Ελένη ⴰⵎ');
    expect(printable('王秀英')).toBe('???');
  });
});

describe('pdf-lib and fontkit at start', () => {
  it('are loaded with the first PDF, not imported by any module a start loads (ADR 333)', () => {
    const sources = readdirSync(path.join(serverDir, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && file !== path.join('lib', 'pdf-kit.ts'),
    );
    const valueImport =
      /^import (?:(?!type )[^;]*from )?'(pdf-lib|@pdf-lib\/fontkit|regenerator-runtime[^']*)';/m;
    const importing = sources.filter((file) =>
      valueImport.test(readFileSync(path.join(serverDir, 'src', file), 'utf8')),
    );
    expect(importing).toEqual([]);
  });
});
