import type { FormTemplate, TemplateField } from '@kundenportal/domain/adviser-forms/form-template';
import { isChoiceFieldType, isNumericFieldType } from '@kundenportal/domain/forms/field-definition';
import { toFormValue } from '@kundenportal/domain/forms/form-values';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { formatDateDe, isoDateIn, PORTAL_TIME_ZONE } from '@kundenportal/domain/validation/date-bounds';
import fontkit from '@pdf-lib/fontkit';
import { Lexer, type Token, type Tokens } from 'marked';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { fonts, printable } from '../../lib/pdf-fonts';
import type { PreparedSignature } from './signature-image';

export type FormPdfInput = {
  template: FormTemplate;
  values: Readonly<Record<string, unknown>>;
  signer: string;
  signature: PreparedSignature | null;
  signedAt: Date;
  /** The document id and content hash printed in the footer; null for the preview. */
  proof: { id: string; contentSha256: string } | null;
  author: string;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FOOTER = 48;
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.75, 0.75, 0.75);
const BLACK = rgb(0, 0, 0);

type Run = { text: string; bold: boolean };

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: PORTAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** The date and time of signing in Europe/Berlin: '23.11.2026' and '14:05'. */
export function signedAtParts(at: Date): { date: string; time: string } {
  return { date: formatDateDe(isoDateIn(at)), time: timeFormat.format(at) };
}

/** Inline markdown as runs of plain and bold text (links keep their text, code its content). */
function runsOf(tokens: readonly Token[] | undefined, bold = false): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    if (token.type === 'strong') runs.push(...runsOf((token as Tokens.Strong).tokens, true));
    else if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length)
      runs.push(...runsOf(token.tokens as Token[], bold));
    else if (token.type === 'br') runs.push({ text: '\n', bold });
    else if (token.type === 'html') continue;
    else if ('text' in token && typeof token.text === 'string')
      runs.push({ text: unescapeHtml(token.text), bold });
    else runs.push({ text: token.raw, bold });
  }
  return runs;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
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
  return low;
}

/** A field's value as the PDF shows it: option labels, German numbers and dates, '–' for nothing. */
export function displayValue(field: TemplateField, value: unknown): string {
  if (field.type === 'sign') return '';
  if (value === null || value === undefined || value === '') return texts.pdfEmpty;
  if (field.type === 'today' || field.type === 'date') return formatDateDe(String(value));
  if (field.type === 'checkbox') return value === '1' || value === true ? texts.pdfYes : texts.pdfNo;
  if (isChoiceFieldType(field.type))
    return field.options?.find((option) => option.value === String(value))?.label ?? String(value);
  if (isNumericFieldType(field.type)) {
    const text = toFormValue(field, value);
    return text === '999999999' ? 'unbegrenzt' : field.unit ? `${text} ${field.unit}` : text;
  }
  return String(value);
}

/**
 * The PDF of a filled adviser form (issue 12): the template's prose and headings, each field with its
 * value where the template puts it, the signature (drawn image, or the typed name marked as such) with
 * the signer's name, date and time (Europe/Berlin), and on every page a footer with the document id and
 * the SHA-256 of the content (preview: a note instead) and the page number. DejaVu Sans is embedded, so
 * any name prints (characters it lacks print as '?').
 */
export async function renderFormPdf(input: FormPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts().regular, { subset: true });
  const bold = await pdf.embedFont(fonts().bold, { subset: true });
  pdf.setTitle(printable(input.template.title), { showInWindowTitleBar: true });
  pdf.setAuthor(printable(input.author));
  pdf.setCreator('Kundenportal');
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(input.signedAt);
  pdf.setModificationDate(input.signedAt);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN + FOOTER) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const fontOf = (run: Run) => (run.bold ? bold : regular);

  /** Runs wrapped to the width, word by word, each word in its run's font. */
  const paragraph = (runs: Run[], size: number, options: { indent?: number; color?: typeof BLACK } = {}) => {
    const indent = options.indent ?? 0;
    const width = WIDTH - indent;
    const leading = size * 1.4;
    // `gap`: a space before the word (none where a run goes on inside a word: '**GmbH**,').
    type Word = { text: string; bold: boolean; width: number; gap: boolean };
    const lines: Word[][] = [[]];
    let lineWidth = 0;
    const space = regular.widthOfTextAtSize(' ', size);
    let pendingGap = false;
    for (const run of runs) {
      const pieces = printable(run.text).split(/(\n)/);
      for (const piece of pieces) {
        if (piece === '\n') {
          lines.push([]);
          lineWidth = 0;
          pendingGap = false;
          continue;
        }
        const parts = piece.split(/(\s+)/);
        for (const part of parts) {
          if (part === '') continue;
          if (/^\s+$/.test(part)) {
            pendingGap = true;
            continue;
          }
          const font = fontOf(run);
          let text = part;
          let wordWidth = font.widthOfTextAtSize(text, size);
          // A word wider than the line (a long hash, a URL) is cut by characters.
          if (wordWidth > width) {
            for (let cut = fittingPrefix(text, font, size, width); cut < text.length; ) {
              lines.push([{ text: text.slice(0, cut), bold: run.bold, width, gap: false }]);
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
            lines.push([{ text, bold: run.bold, width: wordWidth, gap: false }]);
            lineWidth = wordWidth;
          } else {
            current.push({ text, bold: run.bold, width: wordWidth, gap });
            lineWidth += needed;
          }
          pendingGap = false;
        }
      }
    }
    for (const line of lines) {
      ensure(leading);
      y -= leading;
      let x = MARGIN + indent;
      for (const word of line) {
        if (word.gap) x += space;
        page.drawText(word.text, {
          x,
          y,
          size,
          font: word.bold ? bold : regular,
          color: options.color ?? BLACK,
        });
        x += word.width;
      }
    }
  };

  const block = (token: Token) => {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        y -= 6;
        paragraph(
          runsOf(heading.tokens, true).map((run) => ({ ...run, bold: true })),
          heading.depth === 1 ? 16 : heading.depth === 2 ? 13 : 11,
        );
        y -= 2;
        return;
      }
      case 'paragraph':
        paragraph(runsOf((token as Tokens.Paragraph).tokens), 10);
        y -= 6;
        return;
      case 'list': {
        const list = token as Tokens.List;
        list.items.forEach((item, index) => {
          const marker = list.ordered ? `${Number(list.start || 1) + index}.` : '•';
          const runs = item.tokens.flatMap((child) =>
            child.type === 'text' || child.type === 'paragraph'
              ? runsOf((child as Tokens.Text).tokens ?? [child])
              : [{ text: child.raw, bold: false }],
          );
          paragraph([{ text: `${marker} `, bold: false }, ...runs], 10, { indent: 12 });
        });
        y -= 6;
        return;
      }
      case 'blockquote':
        paragraph(runsOf((token as Tokens.Blockquote).tokens), 10, { indent: 16, color: GREY });
        y -= 6;
        return;
      case 'hr':
        ensure(12);
        y -= 6;
        page.drawLine({
          start: { x: MARGIN, y },
          end: { x: MARGIN + WIDTH, y },
          thickness: 0.5,
          color: LINE,
        });
        y -= 6;
        return;
      case 'table': {
        const table = token as Tokens.Table;
        const row = (cells: Tokens.TableCell[], isHeader: boolean) =>
          paragraph(
            cells.flatMap((cell, index) => [
              ...(index ? [{ text: ' | ', bold: false }] : []),
              ...runsOf(cell.tokens, isHeader),
            ]),
            9,
          );
        row(table.header, true);
        for (const cells of table.rows) row(cells, false);
        y -= 6;
        return;
      }
      case 'code':
        paragraph([{ text: (token as Tokens.Code).text, bold: false }], 9, { indent: 8 });
        y -= 6;
        return;
      case 'space':
        return;
      default:
        if ('text' in token && typeof token.text === 'string')
          paragraph([{ text: token.text, bold: false }], 10);
    }
  };

  const field = (definition: TemplateField) => {
    const value = input.values[definition.name];
    if (definition.type === 'sign') return signature(definition.title);
    if (definition.type === 'hidden') return;
    if (definition.type === 'checkbox') {
      const checked = value === '1' || value === true;
      paragraph([{ text: `${checked ? '☒' : '☐'} ${definition.title}`, bold: false }], 10);
      y -= 4;
      return;
    }
    paragraph(
      [
        { text: `${definition.title}: `, bold: true },
        { text: displayValue(definition, value), bold: false },
      ],
      10,
    );
    y -= 4;
  };

  const signature = (title: string) => {
    const { date, time } = signedAtParts(input.signedAt);
    const prepared = input.signature;
    ensure(130);
    y -= 10;
    page.drawText(printable(title), { x: MARGIN, y: y - 10, size: 9, font: bold, color: GREY });
    y -= 16;
    if (prepared?.kind === 'drawn') {
      return pdf.embedPng(prepared.png).then((image) => {
        const scale = Math.min(220 / image.width, 80 / image.height, 1);
        const height = image.height * scale;
        page.drawImage(image, { x: MARGIN, y: y - height, width: image.width * scale, height });
        y -= height;
        signatureLine(date, time, texts.drawnMarker);
      });
    }
    if (prepared?.kind === 'typed') {
      y -= 26;
      page.drawText(printable(prepared.name), { x: MARGIN, y, size: 18, font: bold });
      signatureLine(date, time, texts.typedMarker);
      paragraph([{ text: texts.pdfTypedNote, bold: false }], 8, { color: GREY });
      return;
    }
    y -= 40;
    signatureLine(date, time, null);
  };

  const signatureLine = (date: string, time: string, marker: string | null) => {
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 240, y }, thickness: 0.75, color: BLACK });
    paragraph(
      [
        { text: `${texts.pdfSignedBy} `, bold: false },
        { text: input.signer, bold: true },
        { text: ` ${texts.pdfSignedAt(date, time)}${marker ? ` (${marker})` : ''}`, bold: false },
      ],
      9,
    );
    y -= 8;
  };

  paragraph([{ text: input.template.title, bold: true }], 18);
  y -= 10;
  for (const part of input.template.blocks) {
    if (part.kind === 'markdown') for (const token of Lexer.lex(part.markdown)) block(token);
    else await field(part.field);
  }

  const pages = pdf.getPages();
  const footer = input.proof
    ? texts.pdfFooter(input.proof.id, input.proof.contentSha256)
    : texts.pdfPreviewFooter;
  pages.forEach((current, index) => {
    const label = texts.pdfPage(index + 1, pages.length);
    const labelWidth = regular.widthOfTextAtSize(label, 7);
    current.drawLine({
      start: { x: MARGIN, y: MARGIN + 22 },
      end: { x: MARGIN + WIDTH, y: MARGIN + 22 },
      thickness: 0.5,
      color: LINE,
    });
    drawFooter(current, footer, regular, WIDTH - labelWidth - 12);
    current.drawText(label, {
      x: MARGIN + WIDTH - labelWidth,
      y: MARGIN + 10,
      size: 7,
      font: regular,
      color: GREY,
    });
  });
  return pdf.save();
}

/** The footer text in up to two lines of 7 pt below the rule. */
function drawFooter(page: PDFPage, text: string, font: PDFFont, width: number) {
  const words = text.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1] ?? '';
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, 7) > width && current) lines.push(word);
    else lines[lines.length - 1] = candidate;
  }
  lines.slice(0, 2).forEach((line, index) => {
    page.drawText(line, { x: MARGIN, y: MARGIN + 10 - index * 9, size: 7, font, color: GREY });
  });
}
