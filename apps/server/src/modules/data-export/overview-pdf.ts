import { dataExportTexts } from '@kundenportal/domain/texts/data-export';
import { type PdfBlock, textPdf } from '../../lib/text-pdf';
import type { RecordSet } from './records-repository';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** uebersicht.pdf: who, when, and how many records of each type and files the ZIP holds. */
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
    { kind: 'space' },
    ...(customer
      ? [{ kind: 'paragraph' as const, text: `${name} · ${customer.email}` }, { kind: 'space' as const }]
      : []),
    ...sets.map((set) => ({
      kind: 'paragraph' as const,
      text: dataExportTexts.pdfCount(
        dataExportTexts.recordTypes[set.recordType] ?? set.recordType,
        set.rows.length,
      ),
    })),
    { kind: 'paragraph', text: dataExportTexts.pdfFiles(fileCount) },
  ];
  return textPdf({ title: dataExportTexts.pdfTitle, author: name, blocks });
}
