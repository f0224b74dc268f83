import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PDFFont } from 'pdf-lib';
import { serverDir } from '../server-dir';
import { loadPdfKit, pdfKit } from './pdf-kit';

/** DejaVu Sans (shipped in apps/server/assets/fonts): every name, whatever its script, prints. */
const fontFiles = {
  regular: path.join(serverDir, 'assets/fonts/DejaVuSans.ttf'),
  bold: path.join(serverDir, 'assets/fonts/DejaVuSans-Bold.ttf'),
};
let fontBytes: { regular: Buffer; bold: Buffer; covers: (codePoint: number) => boolean } | null = null;

/**
 * The code points both faces have a glyph for, as ascending ranges [first, last]: what the form PDF can
 * draw in plain and bold text. The domain keeps a generated copy (scripts/pdf-drawable.ts), which the
 * fields and the template parser check against (issue 27, item 8).
 */
export async function drawableRanges(): Promise<[number, number][]> {
  const { fontkit } = await loadPdfKit();
  const regular = fontkit.create(readFileSync(fontFiles.regular));
  const bold = fontkit.create(readFileSync(fontFiles.bold));
  const both = regular.characterSet.filter((codePoint) => bold.hasGlyphForCodePoint(codePoint));
  const ranges: [number, number][] = [];
  for (const codePoint of [...new Set(both)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}
export function fonts() {
  if (!fontBytes) {
    const regular = readFileSync(fontFiles.regular);
    const face = pdfKit().fontkit.create(regular);
    fontBytes = {
      regular,
      bold: readFileSync(fontFiles.bold),
      covers: (codePoint) => face.hasGlyphForCodePoint(codePoint),
    };
  }
  return fontBytes;
}

/**
 * The text with every character DejaVu Sans lacks (CJK scripts, most emoji) as '?', so the PDF shows
 * that something is there instead of an empty box. Latin, Greek, Cyrillic, Hebrew, Arabic, Georgian
 * and Armenian print as they are.
 */
export function printable(text: string): string {
  const { covers } = fonts();
  let out = '';
  for (const char of text) out += covers(char.codePointAt(0) ?? 0) || /\s/.test(char) ? char : '?';
  return out;
}

/** Words broken into lines no wider than `width` (a word longer than the line is cut by characters). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  const push = (word: string) => {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      return;
    }
    if (current) lines.push(current);
    current = '';
    let piece = '';
    for (const char of word) {
      if (font.widthOfTextAtSize(piece + char, size) > width && piece) {
        lines.push(piece);
        piece = '';
      }
      piece += char;
    }
    current = piece;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) push(word);
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
