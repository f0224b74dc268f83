import { dataExportColumnLabel } from '@kundenportal/domain/texts/data-export-columns';
import { exportedTables } from '../../db/customer-data';
import { type ExportedColumn, exportedColumns } from '../../db/customer-data-tables';

function columnSchema(column: ExportedColumn): Record<string, unknown> {
  const title = dataExportColumnLabel(column.name);
  if (column.type === 'json') return { title };
  const type = column.type === 'date-time' ? 'string' : column.type;
  const format = column.type === 'date-time' ? { format: 'date-time' } : {};
  return { title, type: column.nullable ? [type, 'null'] : type, ...format };
}

/**
 * The JSON Schema (draft 2020-12) of daten.json, made from the same table of exported columns the export
 * writes (ADR 222): a new column is in both at once.
 */
export function recordSchema(): Record<string, unknown> {
  const recordTypes = Object.fromEntries(
    exportedTables.map((entry) => {
      const columns = exportedColumns(entry);
      return [
        entry.recordType,
        {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: columns.map((column) => column.name),
            properties: Object.fromEntries(columns.map((column) => [column.name, columnSchema(column)])),
          },
        },
      ];
    }),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'daten.json',
    type: 'object',
    additionalProperties: false,
    required: ['erstellt_am', 'datensaetze'],
    properties: {
      erstellt_am: { type: 'string', format: 'date-time' },
      datensaetze: {
        type: 'object',
        additionalProperties: false,
        required: Object.keys(recordTypes),
        properties: recordTypes,
      },
    },
  };
}
