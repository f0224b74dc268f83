import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import type { NotfallkontaktResponse } from '@kundenportal/domain/notfallkarte/notfallkontakt';
import { notfallkarteTexts } from '@kundenportal/domain/texts/notfallkarte';
import { formatDateDe } from '@kundenportal/domain/validation/date-bounds';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { fonts, printable, wrap } from '../../lib/pdf-fonts';
import { loadPdfKit, rgb } from '../../lib/pdf-kit';

const t = notfallkarteTexts;
const MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
/** ID-1, the size of a bank card: 85.6 × 54 mm. */
export const CARD = { width: 85.6 * MM, height: 54 * MM };
const MARGIN = 36;
const PAD = 7;
const SIZE = 6.5;
const LEADING = 8;
const GAP = 14;
const HEADER = 18;
const GREY = rgb(0.35, 0.35, 0.35);
const CUT = rgb(0.55, 0.55, 0.55);
const SEPARATOR = ' · ';
const LINES_PER_FACE = Math.floor((CARD.height - 2 * PAD - HEADER) / LEADING);
const PAIRS_PER_PAGE = Math.floor((A4[1] - 2 * MARGIN - 30 + GAP) / (CARD.height + GAP));

type Line = { text: string; bold?: boolean; grey?: boolean };
type Part = Line & { segments?: string[] };

export type WalletCardInput = {
  karte: NotfallkarteResponse;
  notfallkontakt: NotfallkontaktResponse['notfallkontakt'];
  today: string;
};

/** The card's lines, from the same answers the page shows: persons and contracts, adviser, contact. */
function cardLines({ karte, notfallkontakt }: WalletCardInput): Part[] {
  const lines: Part[] = [];
  for (const person of karte.personen) {
    lines.push({ text: person.name, bold: true });
    if (person.vertraege.length === 0) lines.push({ text: t.noContracts, grey: true });
    for (const vertrag of person.vertraege) {
      const facts = [
        vertrag.nummer ? t.pdf.number(vertrag.nummer) : null,
        vertrag.schadenhotline ? t.pdf.hotline(vertrag.schadenhotline) : null,
      ].filter(Boolean);
      const segments = [vertrag.sparte, vertrag.versicherer, ...facts].filter((each) => each !== null);
      lines.push({ text: segments.join(SEPARATOR), segments });
    }
  }
  lines.push({ text: t.pdf.adviser, bold: true });
  if (karte.berater) {
    const { name, telefon, mobil } = karte.berater;
    const numbers = [telefon ? `${t.phone} ${telefon}` : null, mobil ? `${t.mobile} ${mobil}` : null];
    const segments = [name, ...numbers].filter((each) => each !== null);
    lines.push({ text: segments.join(SEPARATOR), segments });
  } else lines.push({ text: t.noAdviser, grey: true });
  if (notfallkontakt) {
    lines.push({ text: t.pdf.contact, bold: true });
    const segments = [notfallkontakt.name, notfallkontakt.telefon];
    lines.push({ text: segments.join(SEPARATOR), segments });
  }
  lines.push({ text: t.pdf.emergencyNumbers, bold: true });
  return lines;
}

/**
 * The Notfallkarte as a wallet card (issue 32, ADR 227): an A4 page with cards of bank-card size, each a
 * front and a back side by side to cut out and fold; a household whose lines fill more than one card gets
 * as many as it needs. pdf-lib with DejaVu Sans, as the Vertragsspiegel.
 */
export async function renderWalletCard(input: WalletCardInput): Promise<Uint8Array> {
  const { lib, fontkit } = await loadPdfKit();
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts().regular, { subset: true });
  const bold = await pdf.embedFont(fonts().bold, { subset: true });
  pdf.setTitle(t.pdf.title);
  pdf.setAuthor('Kundenportal');
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(new Date(`${input.today}T12:00:00Z`));

  const width = CARD.width - 2 * PAD;
  const wrapped = cardLines(input).flatMap(({ segments, ...line }) =>
    wrapSegments(segments ?? [line.text], line.bold ? bold : regular, width).map((text) => ({
      ...line,
      text,
    })),
  );
  const faces: Line[][] = [];
  for (let start = 0; start < wrapped.length; start += LINES_PER_FACE)
    faces.push(wrapped.slice(start, start + LINES_PER_FACE));
  if (faces.length % 2 === 1) faces.push([]);
  const cards = faces.length / 2;
  const household = input.karte.personen[0]?.name ?? '';
  const subtitle = printable(t.pdf.subtitle(household, formatDateDe(input.today)));

  let page: PDFPage | null = null;
  for (let index = 0; index < faces.length; index += 2) {
    const pair = index / 2;
    if (pair % PAIRS_PER_PAGE === 0) {
      page = pdf.addPage(A4);
      page.drawText(t.pdf.title, { x: MARGIN, y: A4[1] - MARGIN - 12, size: 14, font: bold });
      page.drawText(t.pdf.cutHint, {
        x: MARGIN,
        y: A4[1] - MARGIN - 26,
        size: 8,
        font: regular,
        color: GREY,
      });
    }
    if (!page) continue;
    const top = A4[1] - MARGIN - 30 - (pair % PAIRS_PER_PAGE) * (CARD.height + GAP);
    const part = cards > 1 ? ` · ${t.pdf.part(pair + 1, cards)}` : '';
    [faces[index] ?? [], faces[index + 1] ?? []].forEach((lines, side) => {
      drawFace(page as PDFPage, MARGIN + side * CARD.width, top, lines, {
        title: `${t.pdf.title}${part}`,
        subtitle,
        regular,
        bold,
      });
    });
    // The fold between front and back.
    page.drawLine({
      start: { x: MARGIN + CARD.width, y: top },
      end: { x: MARGIN + CARD.width, y: top - CARD.height },
      thickness: 0.4,
      color: CUT,
      dashArray: [2, 2],
    });
  }
  return pdf.save({ useObjectStreams: false });
}

/**
 * Lines of whole segments ('Nr. …', 'Schaden: …') where they fit, so a number is never split over two
 * lines; a segment wider than the card is wrapped by words.
 */
function wrapSegments(segments: string[], font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const segment of segments.map(printable)) {
    const candidate = current ? `${current}${SEPARATOR}${segment}` : segment;
    if (font.widthOfTextAtSize(candidate, SIZE) <= width) current = candidate;
    else {
      if (current) lines.push(current);
      const parts = wrap(segment, font, SIZE, width);
      current = parts.pop() ?? '';
      lines.push(...parts);
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

function drawFace(
  page: PDFPage,
  left: number,
  top: number,
  lines: Line[],
  head: { title: string; subtitle: string; regular: PDFFont; bold: PDFFont },
) {
  page.drawRectangle({
    x: left,
    y: top - CARD.height,
    width: CARD.width,
    height: CARD.height,
    borderColor: CUT,
    borderWidth: 0.5,
  });
  let y = top - PAD - 7;
  page.drawText(head.title, { x: left + PAD, y, size: 7.5, font: head.bold });
  y -= 8;
  const subtitle = wrap(head.subtitle, head.regular, 5.5, CARD.width - 2 * PAD)[0] ?? '';
  page.drawText(subtitle, { x: left + PAD, y, size: 5.5, font: head.regular, color: GREY });
  y = top - PAD - HEADER - SIZE;
  for (const line of lines) {
    page.drawText(line.text, {
      x: left + PAD,
      y,
      size: SIZE,
      font: line.bold ? head.bold : head.regular,
      color: line.grey ? GREY : rgb(0, 0, 0),
    });
    y -= LEADING;
  }
}
