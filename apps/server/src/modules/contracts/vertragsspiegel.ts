import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { isOneOff, yearlyCents } from '@kundenportal/domain/contracts/premium';
import { sparteLabel, sparteOrder } from '@kundenportal/domain/contracts/sparten';
import { formatEuro } from '@kundenportal/domain/format/euro';
import { ZAHLUNGSWEISE_OPTIONS } from '@kundenportal/domain/forms/catalogue/shared-options';
import { vertragsspiegelTexts as texts } from '@kundenportal/domain/texts/vertragsspiegel';
import { formatDateDe } from '@kundenportal/domain/validation/date-bounds';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { fonts, printable, wrap } from '../../lib/pdf-fonts';
import { loadPdfKit, rgb } from '../../lib/pdf-kit';

export type ReportPerson = { id: number; name: string };
export type ReportInput = {
  household: string;
  persons: ReportPerson[];
  contracts: Contract[];
  today: string;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.8, 0.8, 0.8);
/** Column x positions and widths: Vertrag, Gesellschaft / Nummer, Beitrag, Fristen. */
const COLUMNS = [
  { x: MARGIN, width: 140 },
  { x: MARGIN + 146, width: 130 },
  { x: MARGIN + 282, width: 90 },
  { x: MARGIN + 378, width: A4[0] - MARGIN - (MARGIN + 378) },
];

const rhythm = (zahlungsweise: number | null) =>
  ZAHLUNGSWEISE_OPTIONS.find((option) => option.value === String(zahlungsweise))?.label ?? '';

type Cell = { lines: { text: string; bold?: boolean; grey?: boolean }[] };

/**
 * The Vertragsspiegel (issue 10): an A4 PDF of every contract per person with insurer, number, premium
 * per month and deadlines, and the totals. pdf-lib with DejaVu Sans embedded (subset), so umlauts, '€'
 * and names in any script print.
 */
export async function renderVertragsspiegel(input: ReportInput): Promise<Uint8Array> {
  const { lib, fontkit } = await loadPdfKit();
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts().regular, { subset: true });
  const bold = await pdf.embedFont(fonts().bold, { subset: true });
  pdf.setTitle(texts.title);
  pdf.setAuthor('Kundenportal');
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(new Date(`${input.today}T12:00:00Z`));

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (value: string, x: number, size: number, font: PDFFont, color = rgb(0, 0, 0)) =>
    page.drawText(printable(value), { x, y, size, font, color });
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) newPage();
  };

  text(texts.title, MARGIN, 20, bold);
  y -= 22;
  text(texts.subtitle(input.household, formatDateDe(input.today)), MARGIN, 10, regular, GREY);
  y -= 28;

  let householdCents = 0;
  const oneOff: Contract[] = [];
  for (const person of input.persons) {
    const own = input.contracts
      .filter((contract) => contract.person_id === person.id)
      .sort(
        (a, b) =>
          Number(a.status === 'I') - Number(b.status === 'I') ||
          sparteOrder(a.sparte) - sparteOrder(b.sparte) ||
          a.id - b.id,
      );
    if (own.length === 0) continue;
    ensure(60);
    text(person.name, MARGIN, 13, bold);
    y -= 18;
    const header = () => {
      texts.columns.forEach((label, index) => {
        const column = COLUMNS[index];
        if (column) page.drawText(label, { x: column.x, y, size: 8, font: bold, color: GREY });
      });
      y -= 6;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: LINE });
      y -= 12;
    };
    header();
    let personCents = 0;
    for (const contract of own) {
      const cents = contract.status === 'A' ? yearlyCents(contract) : null;
      if (cents !== null) personCents += cents;
      if (contract.status === 'A' && isOneOff(contract)) oneOff.push(contract);
      const cells: Cell[] = [
        {
          lines: [
            { text: contract.label ?? contract.name ?? sparteLabel(contract.sparte), bold: true },
            {
              text: sparteLabel(contract.sparte) + (contract.status === 'I' ? ` · ${texts.inactive}` : ''),
              grey: true,
            },
          ],
        },
        {
          lines: [
            { text: contract.gesellschaft },
            ...(contract.nummer ? [{ text: texts.number(contract.nummer), grey: true }] : []),
          ],
        },
        {
          lines:
            contract.beitrag === null
              ? [{ text: '–' }]
              : [
                  {
                    text:
                      contract.beitrag_monatlich !== null
                        ? texts.perMonth(formatEuro(contract.beitrag_monatlich))
                        : formatEuro(contract.beitrag),
                  },
                  { text: `${formatEuro(contract.beitrag)} ${rhythm(contract.zahlungsweise)}`, grey: true },
                ],
        },
        {
          lines: [
            ...(contract.kuendbar_bis
              ? [{ text: texts.cancellableUntil(formatDateDe(contract.kuendbar_bis)), bold: true }]
              : []),
            ...(contract.naechstes_ende
              ? [{ text: texts.nextEnd(formatDateDe(contract.naechstes_ende)), grey: true }]
              : []),
            ...(!contract.kuendbar_bis && !contract.naechstes_ende ? [{ text: '–' }] : []),
          ],
        },
      ];
      const wrapped = cells.map((cell, index) =>
        cell.lines.flatMap((line) =>
          wrap(line.text, line.bold ? bold : regular, 9, COLUMNS[index]?.width ?? 100).map((part) => ({
            ...line,
            text: part,
          })),
        ),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length)) * 11 + 6;
      if (y - height < MARGIN + 20) {
        newPage();
        header();
      }
      wrapped.forEach((lines, index) => {
        lines.forEach((line, row) => {
          page.drawText(line.text, {
            x: COLUMNS[index]?.x ?? MARGIN,
            y: y - row * 11,
            size: 9,
            font: line.bold ? bold : regular,
            color: line.grey ? GREY : rgb(0, 0, 0),
          });
        });
      });
      y -= height;
      page.drawLine({
        start: { x: MARGIN, y: y + 8 },
        end: { x: A4[0] - MARGIN, y: y + 8 },
        thickness: 0.3,
        color: LINE,
      });
    }
    householdCents += personCents;
    ensure(24);
    text(
      texts.personTotal(formatEuro(Math.round(personCents / 12) / 100), formatEuro(personCents / 100)),
      MARGIN,
      9,
      bold,
    );
    y -= 26;
  }

  ensure(60);
  page.drawLine({
    start: { x: MARGIN, y: y + 10 },
    end: { x: A4[0] - MARGIN, y: y + 10 },
    thickness: 1,
    color: rgb(0, 0, 0),
  });
  text(
    texts.householdTotal(formatEuro(Math.round(householdCents / 12) / 100), formatEuro(householdCents / 100)),
    MARGIN,
    11,
    bold,
  );
  y -= 16;
  if (oneOff.length) {
    text(
      texts.oneOff(
        oneOff
          .map(
            (contract) => `${contract.label ?? contract.gesellschaft} (${formatEuro(contract.beitrag ?? 0)})`,
          )
          .join(', '),
      ),
      MARGIN,
      8,
      regular,
      GREY,
    );
    y -= 12;
  }
  if (input.contracts.length === 0) {
    text(texts.empty, MARGIN, 10, regular);
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(texts.footer(formatDateDe(input.today), index + 1, pages.length), {
      x: MARGIN,
      y: MARGIN - 24,
      size: 7,
      font: regular,
      color: GREY,
    });
  });
  // Classic cross-reference table: every PDF reader, and our own checks, read it.
  return pdf.save({ useObjectStreams: false });
}
