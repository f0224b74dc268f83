import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DATA_EXPORT_TICKET_HOURS } from '@kundenportal/domain/data-export/data-export-api';
import { dataExportColumnLabel } from '@kundenportal/domain/texts/data-export-columns';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { csv } from './csv';
import { exportFileName } from './export-files';
import type { ExportTickets } from './export-ticket';
import { overviewPdf } from './overview-pdf';
import { recordSchema } from './record-schema';
import type { RecordSet, RecordsRepository } from './records-repository';
import type { DataExportRepository, ReadyNotice } from './repository';
import { createZipWriter } from './zip-writer';

export type BuildDeps = {
  repository: DataExportRepository;
  records: RecordsRepository;
  blobStore: BlobStore;
  tickets: ExportTickets;
  now: () => Date;
  notice: ReadyNotice;
};

/** No export is larger than this (a customer's files are bounded by their uploads' limits). */
const MAX_EXPORT_BYTES = 64 * 1024 ** 3;

/**
 * The export job (ADR 222): reads every record of the customer, then streams the ZIP into the blob
 * store — daten.json with its schema.json, a CSV per record type, uebersicht.pdf, and every file the
 * records name — writing its progress as it goes; 'fertig' with a 24-hour ticket, or 'fehler'.
 */
export async function buildExport(deps: BuildDeps, row: { id: string; userId: number }): Promise<void> {
  const sets: RecordSet[] = [];
  for await (const set of deps.records.recordsOf(row.userId)) sets.push(set);
  const files = sets.flatMap((set) => set.files.map((file) => ({ ...file, recordType: set.recordType })));
  const steps = sets.length + files.length + 1;
  let done = 0;
  let reported = -1;
  const step = async () => {
    done += 1;
    const progress = Math.min(99, Math.floor((done / steps) * 100));
    if (progress > reported) {
      reported = progress;
      await deps.repository.progress(row.id, progress, deps.now());
    }
  };

  const zip = createZipWriter();
  const stored = deps.blobStore.write(zip.output, { maxBytes: MAX_EXPORT_BYTES });
  stored.catch(() => undefined);
  try {
    const createdAt = deps.now();
    const data = Object.fromEntries(sets.map((set) => [set.recordType, set.rows]));
    await zip.addText(
      'daten.json',
      JSON.stringify({ erstellt_am: createdAt.toISOString(), datensaetze: data }, null, 2),
    );
    await zip.addText('schema.json', JSON.stringify(recordSchema(), null, 2));
    for (const set of sets) {
      await zip.addText(
        `tabellen/${set.recordType}.csv`,
        csv(
          set.columns.map(dataExportColumnLabel),
          set.rows.map((record) => set.columns.map((column) => record[column])),
        ),
      );
      await step();
    }
    const customer = await deps.repository.customer(row.userId);
    await zip.addText('uebersicht.pdf', overviewPdf(customer, sets, files.length, createdAt));
    await step();
    for (const file of files) {
      const stream: Readable | null = await deps.blobStore.read(file.key);
      if (stream) await zip.addStream(exportFileName(file.recordType, file.column, file.row), stream);
      await step();
    }
    zip.end();
    const pending = await stored;
    const fileKey = `datenexport-${randomBytes(12).toString('hex')}`;
    await pending.commit(fileKey);
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_TICKET_HOURS * 3600 * 1000);
    const ticketHash = deps.tickets.hashOf(deps.tickets.ticketOf(row.id, expiresAt));
    const finished = await deps.repository.finish(row, { fileKey, ticketHash, expiresAt, now }, deps.notice);
    if (!finished) {
      // Its account closed (an erasure, ADR 241) or its row gone: no file may outlive them.
      await deps.blobStore.remove(fileKey);
      await deps.repository.fail(row.id, deps.now());
    }
  } catch (error) {
    zip.fail(error as Error);
    await stored.then((pending) => pending.abort()).catch(() => undefined);
    await deps.repository.fail(row.id, deps.now());
    throw error;
  }
}
