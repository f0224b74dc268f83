import type { Color, PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { printable } from '../../lib/pdf-fonts';
import { rgb } from '../../lib/pdf-kit';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const FOOTER = 48;
export const WIDTH = A4[0] - 2 * MARGIN;
export const GREY = rgb(0.35, 0.35, 0.35);
export const LINE = rgb(0.75, 0.75, 0.75);
export const BLACK = rgb(0, 0, 0);
/** The height a page has for content, between the top margin and the footer. */
export const PAGE_SPACE = A4[1] - 2 * MARGIN - FOOTER;

export type Run = { text: string; bold: boolean; strike?: boolean };
/** `gap`: a space before the word (none where a run goes on inside a word: '**GmbH**,'). */
type Word = { text: string; bold: boolean; strike: boolean; width: number; gap: boolean };

/**
 * Text flowing down A4 pages: wrapping, page breaks and a measuring mode. `measure` runs drawing code
 * without drawing and answers the height it takes, so a block can be kept on one page (the signature with
 * the text before it, issue 27 item 9).
 */
export class PdfFlow {
  page: PDFPage;
  y = A4[1] - MARGIN;
  private measuring = false;

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
  }

  /** A new page unless `height` fits above the footer. */
  ensure(height: number) {
    if (this.measuring || this.y - height >= MARGIN + FOOTER) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** The height `draw` takes, measured without drawing anything. */
  measure(draw: () => void): number {
    const { y, measuring } = this;
    this.measuring = true;
    try {
      draw();
      return y - this.y;
    } finally {
      this.y = y;
      this.measuring = measuring;
    }
  }

  /** Draws on one page: a new page first when it does not fit this one but a page of its own. */
  keepTogether(draw: () => void) {
    const height = this.measure(draw);
    if (height <= PAGE_SPACE) this.ensure(height);
    draw();
  }

  text(text: string, options: { x: number; y: number; size: number; font: PDFFont; color?: Color }) {
    if (this.measuring) return;
    this.page.drawText(text, { ...options, color: options.color ?? BLACK });
  }

  line(from: { x: number; y: number }, to: { x: number; y: number }, thickness: number, color: Color) {
    if (this.measuring) return;
    this.page.drawLine({ start: from, end: to, thickness, color });
  }

  image(image: PDFImage, box: { x: number; y: number; width: number; height: number }) {
    if (this.measuring) return;
    this.page.drawImage(image, box);
  }

  /** Runs wrapped to the width, word by word, each word in its run's font; a page break between lines. */
  paragraph(runs: Run[], size: number, options: { indent?: number; width?: number; color?: Color } = {}) {
    const indent = options.indent ?? 0;
    const leading = size * 1.4;
    for (const line of this.lines(runs, size, options.width ?? WIDTH - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.drawLine(line, MARGIN + indent, this.y, size, options.color ?? BLACK);
    }
  }

  /** The lines of a table row's cells side by side, the row on one page. */
  row(cells: Run[][], size: number) {
    const leading = size * 1.4;
    const columnWidth = (WIDTH - 8 * (cells.length - 1)) / Math.max(cells.length, 1);
    const columns = cells.map((cell) => this.lines(cell, size, columnWidth));
    const height = Math.max(1, ...columns.map((lines) => lines.length)) * leading;
    if (height <= PAGE_SPACE) this.ensure(height);
    const top = this.y;
    for (const [column, lines] of columns.entries()) {
      const left = MARGIN + column * (columnWidth + 8);
      for (const [index, line] of lines.entries())
        this.drawLine(line, left, top - (index + 1) * leading, size, BLACK);
    }
    this.y = top - height;
  }

  private drawLine(line: Word[], left: number, y: number, size: number, color: Color) {
    let x = left;
    const space = this.regular.widthOfTextAtSize(' ', size);
    for (const word of line) {
      if (word.gap) x += space;
      this.text(word.text, { x, y, size, font: word.bold ? this.bold : this.regular, color });
      if (word.strike)
        this.line({ x, y: y + size * 0.3 }, { x: x + word.width, y: y + size * 0.3 }, 0.6, color);
      x += word.width;
    }
  }

  private lines(runs: Run[], size: number, width: number): Word[][] {
    const lines: Word[][] = [[]];
    let lineWidth = 0;
    const space = this.regular.widthOfTextAtSize(' ', size);
    let pendingGap = false;
    for (const run of runs) {
      const font = run.bold ? this.bold : this.regular;
      const strike = run.strike ?? false;
      for (const piece of printable(run.text).split(/(\n)/)) {
        if (piece === '\n') {
          lines.push([]);
          lineWidth = 0;
          pendingGap = false;
          continue;
        }
        for (const part of piece.split(/(\s+)/)) {
          if (part === '') continue;
          if (/^\s+$/.test(part)) {
            pendingGap = true;
            continue;
          }
          let text = part;
          let wordWidth = font.widthOfTextAtSize(text, size);
          // A word wider than the line (a long hash, a URL) is cut by characters.
          if (wordWidth > width) {
            for (let cut = fittingPrefix(text, font, size, width); cut < text.length; ) {
              lines.push([{ text: text.slice(0, cut), bold: run.bold, strike, width, gap: false }]);
              text = text.slice(cut);
              lines.push([]);
              lineWidth = 0;
              cut = fittingPrefix(text, font, size, width);
            }
            wordWidth = font.widthOfTextAtSize(text, size);
          }
          const current = lines[lines.length - 1] ?? [];
          const gap = current.length > 0 && pendingGap;
          const needed = (gap ? space : 0) + wordWidth;
          if (current.length && lineWidth + needed > width) {
            lines.push([{ text, bold: run.bold, strike, width: wordWidth, gap: false }]);
            lineWidth = wordWidth;
          } else {
            current.push({ text, bold: run.bold, strike, width: wordWidth, gap });
            lineWidth += needed;
          }
          pendingGap = false;
        }
      }
    }
    return lines;
  }
}

/**
 * The length of the longest start of `text` no wider than `width`: all of it when it fits, else at least one
 * character. Found by doubling, then halving, so it measures a few pieces of about a line each; shortening a
 * long word one character at a time measured the whole word per step, cubic in its length (a 2,000
 * character word in a textarea held the event loop for 50 s).
 */
function fittingPrefix(text: string, font: PDFFont, size: number, width: number): number {
  const fits = (length: number) => font.widthOfTextAtSize(text.slice(0, length), size) <= width;
  let low = 1;
  let high = 2;
  for (;;) {
    if (high >= text.length) {
      if (text.length <= 1 || fits(text.length)) return text.length;
      high = text.length;
      break;
    }
    if (!fits(high)) break;
    low = high;
    high *= 2;
  }
  // low fits (or is the one character a line always takes), high does not.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  // Never between the two halves of a surrogate pair (an emoji would print as two '?').
  const cutsPair = /[\uD800-\uDBFF]/.test(text.charAt(low - 1));
  return cutsPair ? (low > 1 ? low - 1 : low + 1) : low;
}
