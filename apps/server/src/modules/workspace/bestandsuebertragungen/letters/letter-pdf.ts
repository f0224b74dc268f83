import type { LetterContent } from '@kundenportal/domain/bestandsuebertragung/letter';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { fonts, printable, wrap } from '../../../../lib/pdf-fonts';
import { loadPdfKit, rgb } from '../../../../lib/pdf-kit';

/**
 * The letter to one insurer as a PDF (issue 29, ADR 160): a German business letter after DIN 5008 form B
 * on A4 — letterhead in the top 45 mm, the address field 45–90 mm from the top (the return line in its
 * first zone, the recipient below), the information block right of it from 50 mm, fold marks at 105 and
 * 210 mm and the hole mark at 148.5 mm, then subject, salutation, body and closing; a follow page carries
 * its page number. The wording is the domain's (`letterContent`); the customer's signed Vollmacht is
 * appended as pages.
 */

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const LEFT = 25 * MM;
const RIGHT = PAGE.width - 20 * MM;
const WIDTH = RIGHT - LEFT;
const BOTTOM = 25 * MM;
const INFO_LEFT = 125 * MM;
const SIZE = 10;
const LEADING = 4.23 * MM;
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);

/** Distance from the top edge, as DIN 5008 gives it, to pdf-lib's y from the bottom. */
const fromTop = (mm: number) => PAGE.height - mm * MM;

type Fonts = { regular: PDFFont; bold: PDFFont };

class LetterFlow {
  page: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    this.page = page;
    this.y = fromTop(25);
    return page;
  }

  text(text: string, x: number, y: number, options: { size?: number; bold?: boolean; color?: Color } = {}) {
    this.page.drawText(printable(text), {
      x,
      y,
      size: options.size ?? SIZE,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? BLACK,
    });
  }

  /** Room for `height` below the current line, else a follow page. */
  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** A paragraph wrapped to `width` from `x`, line by line, breaking the page between lines. */
  paragraph(text: string, options: { bold?: boolean; x?: number; width?: number } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(printable(text), font, SIZE, options.width ?? WIDTH)) {
      this.ensure(LEADING);
      this.y -= LEADING;
      this.text(line, options.x ?? LEFT, this.y, { bold: options.bold });
    }
  }

  /** One blank line (DIN 5008 separates the letter's parts by blank lines). */
  blank(lines = 1) {
    this.y -= LEADING * lines;
  }

  /** Cells side by side at the given x offsets, each wrapped to its column; the row kept on one page. */
  row(cells: string[], columns: { x: number; width: number }[], bold = false) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines = cells.map((cell, index) =>
      wrap(printable(cell), font, SIZE, columns[index]?.width ?? WIDTH),
    );
    const height = Math.max(1, ...lines.map((cellLines) => cellLines.length)) * LEADING;
    this.ensure(height);
    lines.forEach((cellLines, index) => {
      cellLines.forEach((line, lineIndex) => {
        this.text(line, columns[index]?.x ?? LEFT, this.y - (lineIndex + 1) * LEADING, { bold });
      });
    });
    this.y -= height;
  }
}

function drawMarks(page: PDFPage) {
  for (const [mm, length] of [
    [105, 5],
    [148.5, 7],
    [210, 5],
  ] as const) {
    page.drawLine({
      start: { x: 3 * MM, y: fromTop(mm) },
      end: { x: (3 + length) * MM, y: fromTop(mm) },
      thickness: 0.4,
      color: GREY,
    });
  }
}

/**
 * A one-line field: the text at `size`, or smaller down to `min` to fit `width`; what still does not fit
 * is cut (a return line or letterhead has one line).
 */
function fitted(font: PDFFont, text: string, size: number, min: number, width: number) {
  const full = printable(text);
  // 1 % short of the width: the wrap measures the same text again, and a rounding must not cut its last word.
  const scaled = (0.99 * size * width) / Math.max(1, font.widthOfTextAtSize(full, size));
  const fit = Math.max(min, Math.min(size, scaled));
  return { size: fit, line: wrap(full, font, fit, width)[0] ?? '' };
}

/**
 * The first page's fixed fields: the letterhead (the agency's name; its address and contact are in the
 * information block), the return line once, small, above the recipient, the information block with the date.
 */
function drawHead(flow: LetterFlow, letter: LetterContent): number {
  const [name = '', ...senderRest] = letter.sender;
  const head = fitted(flow.fonts.bold, name, 14, 9, WIDTH);
  flow.text(head.line, LEFT, fromTop(20), { size: head.size, bold: true });

  // The return line fits the address field's 85 mm: smaller type for a long one, cut only below 5 pt.
  const back = fitted(flow.fonts.regular, letter.returnLine, 7, 5, 83 * MM);
  flow.text(back.line, LEFT, fromTop(45 + 12.7), { size: back.size, color: GREY });
  flow.page.drawLine({
    start: { x: LEFT, y: fromTop(45 + 13.5) },
    end: { x: LEFT + flow.fonts.regular.widthOfTextAtSize(back.line, back.size), y: fromTop(45 + 13.5) },
    thickness: 0.3,
    color: GREY,
  });
  // The recipient's six lines of the address zone; a long name takes two.
  const recipient = letter.recipient
    .flatMap((line) => wrap(printable(line), flow.fonts.regular, SIZE, 80 * MM))
    .slice(0, 6);
  recipient.forEach((line, index) => {
    flow.text(line, LEFT, fromTop(45 + 17.7) - (index + 1) * LEADING);
  });

  let infoY = fromTop(50);
  const infoWidth = RIGHT - INFO_LEFT;
  for (const line of [...senderRest, '', letter.date]) {
    // A line a little too wide (a long e-mail address) in smaller type, a longer one wrapped.
    const fit = fitted(flow.fonts.regular, line, 9, 7.5, infoWidth);
    const whole = fit.line === printable(line);
    for (const part of whole ? [fit.line] : wrap(printable(line), flow.fonts.regular, 9, infoWidth)) {
      infoY -= 4 * MM;
      if (part) flow.text(part, INFO_LEFT, infoY, { size: whole ? fit.size : 9 });
    }
  }
  // The subject two lines below the address field, or below a long information block.
  return Math.min(fromTop(90 + 8.46), infoY - 2 * LEADING);
}

function drawBody(flow: LetterFlow, letter: LetterContent) {
  flow.paragraph(letter.subject, { bold: true });
  flow.blank();
  const labelWidth = 50 * MM;
  for (const { label, value } of letter.reference)
    flow.row(
      [`${label}:`, value],
      [
        { x: LEFT, width: labelWidth - 4 },
        { x: LEFT + labelWidth, width: WIDTH - labelWidth },
      ],
    );
  flow.blank();
  flow.paragraph(letter.salutation);
  flow.blank();
  for (const text of letter.intro) {
    flow.paragraph(text);
    flow.blank();
  }
  const columns = [
    { x: LEFT, width: 70 * MM },
    { x: LEFT + 75 * MM, width: WIDTH - 75 * MM },
  ];
  flow.row(letter.table.head, columns, true);
  for (const row of letter.table.rows) flow.row(row, columns);
  flow.blank();
  for (const text of letter.outro) {
    flow.paragraph(text);
    flow.blank();
  }
  // Closing, signature space, signature and the attachment line stay together.
  flow.ensure(LEADING * 8);
  flow.paragraph(letter.closing);
  flow.blank(3);
  flow.paragraph(letter.signature);
  flow.blank();
  flow.paragraph(letter.attachment);
}

export type LetterPdfInput = {
  letter: LetterContent;
  title: string;
  author: string;
  createdAt: Date;
  /** The customer's signed Vollmacht (a PDF), appended page by page. */
  appendix: Uint8Array;
};

export async function renderLetterPdf(input: LetterPdfInput): Promise<Uint8Array> {
  const { lib, fontkit } = await loadPdfKit();
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fontFaces = {
    regular: await pdf.embedFont(fonts().regular, { subset: true }),
    bold: await pdf.embedFont(fonts().bold, { subset: true }),
  };
  pdf.setTitle(printable(input.title), { showInWindowTitleBar: true });
  pdf.setAuthor(printable(input.author));
  pdf.setCreator('Kundenportal');
  pdf.setProducer('Kundenportal');
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.createdAt);

  const flow = new LetterFlow(pdf, fontFaces);
  flow.y = drawHead(flow, input.letter);
  drawBody(flow, input.letter);

  const total = flow.pages.length;
  drawMarks(flow.pages[0] ?? flow.page);
  flow.pages.forEach((page, index) => {
    if (total > 1) {
      const label = bestandsuebertragungTexts.letter.pageOf(index + 1, total);
      const width = fontFaces.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, { x: RIGHT - width, y: 12 * MM, size: 8, font: fontFaces.regular, color: GREY });
    }
  });

  const vollmacht = await lib.PDFDocument.load(input.appendix);
  const pages = await pdf.copyPages(vollmacht, vollmacht.getPageIndices());
  for (const page of pages) pdf.addPage(page);
  return pdf.save();
}
