import type {
  FormTemplate,
  TemplateBlock,
  TemplateField,
} from '@kundenportal/domain/adviser-forms/form-template';
import { listMarker, type ProseBlock, type ProseRun } from '@kundenportal/domain/adviser-forms/prose';
import { isChoiceFieldType, isNumericFieldType } from '@kundenportal/domain/forms/field-definition';
import { toFormValue } from '@kundenportal/domain/forms/form-values';
import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { formatDateDe, isoDateIn, PORTAL_TIME_ZONE } from '@kundenportal/domain/validation/date-bounds';
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { fonts, printable } from '../../lib/pdf-fonts';
import { loadPdfKit } from '../../lib/pdf-kit';
import { setSignedDocumentId } from '../../lib/signed-pdf-id';
import { BLACK, GREY, LINE, MARGIN, PAGE_SPACE, PdfFlow, type Run, WIDTH } from './pdf-flow';
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

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: PORTAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** The date and time of signing in Europe/Berlin: '23.11.2026' and '14:05'. */
export function signedAtParts(at: Date): { date: string; time: string } {
  return { date: formatDateDe(isoDateIn(at)), time: timeFormat.format(at) };
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

const HEADING_SIZES = { 2: 13, 3: 11, 4: 10.5, 5: 10.5, 6: 10.5 } as const;

/** The domain's runs as the PDF draws them (no italic face is embedded: italic prints upright). */
const pdfRuns = (runs: readonly ProseRun[], bold = false): Run[] =>
  runs.map((run) => ({ text: run.text, bold: bold || Boolean(run.bold), strike: Boolean(run.strike) }));

/** The template's prose blocks, each as the customer's screen shows it (ADR 032: one parsed structure). */
function drawProse(flow: PdfFlow, block: ProseBlock, indent = 0, color = BLACK) {
  switch (block.kind) {
    case 'heading':
      flow.y -= 6;
      flow.paragraph(pdfRuns(block.runs, true), HEADING_SIZES[block.depth], { indent, color });
      flow.y -= 2;
      return;
    case 'paragraph':
      flow.paragraph(pdfRuns(block.runs), 10, { indent, color });
      flow.y -= 6;
      return;
    case 'list':
      block.items.forEach((item, index) => {
        const marker: Run = { text: `${listMarker(block, index)} `, bold: false };
        const [first, ...rest] = item.blocks;
        if (first?.kind === 'paragraph')
          flow.paragraph([marker, ...pdfRuns(first.runs)], 10, { indent: indent + 12, color });
        else {
          flow.paragraph([marker], 10, { indent: indent + 12, color });
          if (first) drawProse(flow, first, indent + 24, color);
        }
        for (const child of rest) drawProse(flow, child, indent + 24, color);
      });
      flow.y -= 6;
      return;
    case 'quote':
      for (const child of block.blocks) drawProse(flow, child, indent + 16, GREY);
      return;
    case 'rule':
      flow.ensure(12);
      flow.y -= 6;
      flow.line({ x: MARGIN + indent, y: flow.y }, { x: MARGIN + WIDTH, y: flow.y }, 0.5, LINE);
      flow.y -= 6;
      return;
    case 'table':
      for (const row of [block.header, ...block.rows])
        flow.row(
          row.map((cell) => pdfRuns(cell)),
          9,
        );
      flow.y -= 6;
      return;
    case 'code':
      flow.paragraph([{ text: block.text, bold: false }], 9, { indent: indent + 8, color });
      flow.y -= 6;
  }
}

/** A template as the PDF flows it: each prose block and each field on its own. */
type Part = { prose: ProseBlock } | { field: TemplateField };

const partsOf = (blocks: readonly TemplateBlock[]): Part[] =>
  blocks.flatMap((block): Part[] =>
    block.kind === 'prose' ? block.blocks.map((prose) => ({ prose })) : [{ field: block.field }],
  );

const isSignPart = (part: Part) => 'field' in part && part.field.type === 'sign';

/**
 * Where the signature block starts: at the last paragraph before the sign field (prose, or a checkbox's
 * statement), with the fields between them (place, date). The block goes on one page, so the signature
 * never stands alone on a page (issue 27, item 9). -1 without a sign field.
 */
export function signatureBlockStart(parts: readonly Part[]): number {
  const sign = parts.findIndex(isSignPart);
  if (sign < 0) return -1;
  for (let index = sign - 1; index >= 0; index -= 1) {
    const part = parts[index];
    if (part && ('prose' in part || part.field.type === 'checkbox')) return index;
  }
  return 0;
}

/**
 * The PDF of a filled adviser form (issue 12): the template's prose and headings, each field with its
 * value where the template puts it, the signature (drawn image, or the typed name marked as such) with
 * the signer's name, date and time (Europe/Berlin), and on every page a footer with the document id and
 * the SHA-256 of the content (preview: a note instead) and the page number. DejaVu Sans is embedded; the
 * form's inputs take only characters it can draw (pdf-drawable in the domain).
 */
export async function renderFormPdf(input: FormPdfInput): Promise<Uint8Array> {
  const { lib, fontkit } = await loadPdfKit();
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts().regular, { subset: true });
  const bold = await pdf.embedFont(fonts().bold, { subset: true });
  pdf.setTitle(printable(input.template.title), { showInWindowTitleBar: true });
  pdf.setAuthor(printable(input.author));
  pdf.setCreator('Kundenportal');
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(input.signedAt);
  pdf.setModificationDate(input.signedAt);
  // The footer's ID and hash, also where the public check finds them (issue 27).
  if (input.proof) setSignedDocumentId(pdf, input.proof);
  const image = input.signature?.kind === 'drawn' ? await pdf.embedPng(input.signature.png) : null;

  const flow = new PdfFlow(pdf, regular, bold);
  const field = (definition: TemplateField) => {
    const value = input.values[definition.name];
    if (definition.type === 'sign') return signature(flow, input, definition.title, image);
    if (definition.type === 'hidden') return;
    if (definition.type === 'checkbox') {
      const checked = value === '1' || value === true;
      flow.paragraph([{ text: `${checked ? '☒' : '☐'} ${definition.title}`, bold: false }], 10);
      flow.y -= 4;
      return;
    }
    flow.paragraph(
      [
        { text: `${definition.title}: `, bold: true },
        { text: displayValue(definition, value), bold: false },
      ],
      10,
    );
    flow.y -= 4;
  };

  flow.paragraph([{ text: input.template.title, bold: true }], 18);
  flow.y -= 10;
  const draw = (part: Part) => ('prose' in part ? drawProse(flow, part.prose) : field(part.field));
  const drawAll = (parts: readonly Part[]) => {
    for (const part of parts) draw(part);
  };
  const parts = partsOf(input.template.blocks);
  const sign = parts.findIndex(isSignPart);
  const start = signatureBlockStart(parts);
  if (sign < 0) drawAll(parts);
  else {
    drawAll(parts.slice(0, start));
    const block = parts.slice(start, sign + 1);
    if (flow.measure(() => drawAll(block)) <= PAGE_SPACE) flow.keepTogether(() => drawAll(block));
    else {
      // Longer than a page (long answers between): at least the part before the signature goes with it.
      drawAll(block.slice(0, -2));
      flow.keepTogether(() => drawAll(block.slice(-2)));
    }
    drawAll(parts.slice(sign + 1));
  }

  drawFooters(pdf, regular, input.proof);
  return pdf.save();
}

function signature(flow: PdfFlow, input: FormPdfInput, title: string, image: PDFImage | null) {
  const { date, time } = signedAtParts(input.signedAt);
  flow.y -= 10;
  flow.ensure(16);
  flow.text(printable(title), { x: MARGIN, y: flow.y - 10, size: 9, font: flow.bold, color: GREY });
  flow.y -= 16;
  const prepared = input.signature;
  let marker: string | null = null;
  if (prepared?.kind === 'drawn' && image) {
    const scale = Math.min(220 / image.width, 80 / image.height, 1);
    const height = image.height * scale;
    flow.ensure(height);
    flow.image(image, { x: MARGIN, y: flow.y - height, width: image.width * scale, height });
    flow.y -= height;
    marker = texts.drawnMarker;
  } else if (prepared?.kind === 'typed') {
    flow.ensure(26);
    flow.y -= 26;
    flow.text(printable(prepared.name), { x: MARGIN, y: flow.y, size: 18, font: flow.bold });
    marker = texts.typedMarker;
  } else {
    flow.ensure(40);
    flow.y -= 40;
  }
  flow.y -= 6;
  flow.line({ x: MARGIN, y: flow.y }, { x: MARGIN + 240, y: flow.y }, 0.75, BLACK);
  flow.paragraph(
    [
      { text: `${texts.pdfSignedBy} `, bold: false },
      { text: input.signer, bold: true },
      { text: ` ${texts.pdfSignedAt(date, time)}${marker ? ` (${marker})` : ''}`, bold: false },
    ],
    9,
  );
  flow.y -= 8;
  if (prepared?.kind === 'typed')
    flow.paragraph([{ text: texts.pdfTypedNote, bold: false }], 8, { color: GREY });
}

function drawFooters(pdf: PDFDocument, regular: PDFFont, proof: FormPdfInput['proof']) {
  const pages = pdf.getPages();
  const footer = proof ? texts.pdfFooter(proof.id, proof.contentSha256) : texts.pdfPreviewFooter;
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
