import { dataExportTexts } from '@kundenportal/domain/texts/data-export';
import { type PdfBlock, textPdf } from '../../lib/text-pdf';
import type { RecordSet } from './records-repository';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

type Row = Record<string, unknown>;

const rowsOf = (sets: readonly RecordSet[], recordType: string): Row[] =>
  sets.find((set) => set.recordType === recordType)?.rows ?? [];

/** The values that are set, joined by ' · '. */
const line = (...values: unknown[]) =>
  values
    .filter((value) => value !== null && value !== undefined && String(value).trim() !== '')
    .map(String)
    .join(' · ');

function section(heading: string, rows: Row[], text: (row: Row) => string): PdfBlock[] {
  if (rows.length === 0) return [];
  return [
    { kind: 'space' },
    { kind: 'heading', text: heading },
    ...rows.map((row) => ({ kind: 'paragraph' as const, text: text(row) })),
  ];
}

/** uebersicht.pdf: who, when, how many records of each type and files the ZIP holds, the persons and contracts. */
export function overviewPdf(
  customer: { firstName: string; lastName: string; email: string } | null,
  sets: readonly RecordSet[],
  fileCount: number,
  createdAt: Date,
): Buffer {
  const name = customer ? `${customer.firstName} ${customer.lastName}` : '';
  const blocks: PdfBlock[] = [
    { kind: 'title', text: dataExportTexts.pdfTitle },
    { kind: 'paragraph', text: dataExportTexts.pdfIntro(name, dateTime.format(createdAt)) },
    ...(customer ? [{ kind: 'paragraph' as const, text: `${name} · ${customer.email}` }] : []),
    { kind: 'space' },
    { kind: 'heading', text: dataExportTexts.pdfCountsHeading },
    ...sets.map((set) => ({
      kind: 'paragraph' as const,
      text: dataExportTexts.pdfCount(
        dataExportTexts.recordTypes[set.recordType] ?? set.recordType,
        set.rows.length,
      ),
    })),
    { kind: 'paragraph', text: dataExportTexts.pdfFiles(fileCount) },
    ...section(dataExportTexts.pdfPersonsHeading, rowsOf(sets, 'personen'), (person) =>
      line(`${person.firstname ?? ''} ${person.lastname ?? ''}`, person.geburtsdatum),
    ),
    ...section(dataExportTexts.pdfContractsHeading, rowsOf(sets, 'vertraege'), (contract) =>
      line(contract.sparte, contract.gesellschaft, contract.nummer, contract.label),
    ),
  ];
  return textPdf({ title: dataExportTexts.pdfTitle, author: name, blocks });
}
