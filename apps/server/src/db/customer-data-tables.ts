import { eq, inArray, is, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { customerData, type ExportedTable } from './customer-data';
import * as schema from './schema';

/** Every table of the schema by its name in the database. */
export const schemaTables: ReadonlyMap<string, PgTable> = new Map(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, table]),
);

export type JsonType = 'string' | 'number' | 'boolean' | 'date-time' | 'json';

/** A column as the export writes it: its database name (the key in daten.json), its JSON type. */
export type ExportedColumn = { key: string; name: string; type: JsonType; nullable: boolean };

function jsonType(dataType: string, columnType: string): JsonType {
  if (dataType === 'number' || dataType === 'bigint') return 'number';
  if (dataType === 'boolean') return 'boolean';
  if (dataType === 'date' && columnType === 'PgTimestamp') return 'date-time';
  if (dataType === 'date') return 'string';
  if (dataType === 'json' || dataType === 'array') return 'json';
  return 'string';
}

/** The columns of an exported table, its secrets left out, in the table's order. */
export function exportedColumns(entry: ExportedTable): ExportedColumn[] {
  const table = schemaTables.get(entry.table);
  if (!table) throw new Error(`no table ${entry.table}`);
  const secret = entry.secret ?? {};
  return Object.entries(table)
    .filter(([, column]) => getTableConfig(table).columns.includes(column))
    .map(([key, column]) => ({
      key,
      name: column.name as string,
      type: jsonType(column.dataType, column.columnType),
      nullable: !column.notNull,
    }))
    .filter((column) => !(column.name in secret));
}

/** The condition that selects the customer's rows of `table` (its scope, followed through parents). */
export function customerRows(tableName: string, userId: number): SQL {
  const entry = customerData[tableName];
  const table = schemaTables.get(tableName);
  if (!entry || entry.kind === 'none' || !entry.scope || !table) throw new Error(`no scope for ${tableName}`);
  const columnOf = (name: string): PgColumn => {
    const found = getTableConfig(table).columns.find((c) => c.name === name);
    if (!found) throw new Error(`no column ${tableName}.${name}`);
    return found;
  };
  const scope = entry.scope;
  if ('parent' in scope) {
    const parent = schemaTables.get(scope.parent);
    const parentId = parent && getTableConfig(parent).columns.find((c) => c.name === 'id');
    if (!parent || !parentId) throw new Error(`no table ${scope.parent} with an id`);
    const ids = sql`(select ${parentId} from ${parent} where ${customerRows(scope.parent, userId)})`;
    return or(...scope.columns.map((name) => inArray(columnOf(name), ids))) as SQL;
  }
  return or(...scope.columns.map((name) => eq(columnOf(name), userId))) as SQL;
}
