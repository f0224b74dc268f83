import type { Db } from '../../db/client';
import { exportedTables } from '../../db/customer-data';
import { customerRows, exportedColumns, schemaTables } from '../../db/customer-data-tables';

export type ExportRecord = Record<string, unknown>;
/** One record type of the export: its rows with the exported columns, and the blob keys they name. */
export type RecordSet = {
  recordType: string;
  columns: string[];
  rows: ExportRecord[];
  files: { key: string; column: string; row: ExportRecord }[];
};

function exported(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value ?? null;
}

/**
 * The customer's records of every table `db/customer-data.ts` exports (ADR 221): each table's rows by its
 * scope, the secret columns left out, sealed ones opened (ADR 260), values as JSON (times in ISO 8601).
 */
export function createRecordsRepository(db: Db, open: (sealed: string) => string) {
  return {
    async *recordsOf(userId: number): AsyncGenerator<RecordSet> {
      for (const entry of exportedTables) {
        const table = schemaTables.get(entry.table);
        if (!table) continue;
        const columns = exportedColumns(entry);
        const rows = (await db.select().from(table).where(customerRows(entry.table, userId))) as Record<
          string,
          unknown
        >[];
        const sealed = new Set(entry.sealed ?? []);
        const value = (row: Record<string, unknown>, column: (typeof columns)[number]) => {
          const stored = row[column.key];
          return sealed.has(column.name) && typeof stored === 'string' ? open(stored) : exported(stored);
        };
        const records = rows.map((row) =>
          Object.fromEntries(columns.map((column) => [column.name, value(row, column)])),
        );
        const files = (entry.files ?? []).flatMap((column) =>
          records.flatMap((row) =>
            typeof row[column] === 'string' ? [{ key: row[column], column, row }] : [],
          ),
        );
        yield { recordType: entry.recordType, columns: columns.map((c) => c.name), rows: records, files };
      }
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
