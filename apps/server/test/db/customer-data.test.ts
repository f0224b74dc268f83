import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type CustomerScope, customerData } from '../../src/db/customer-data';
import { schemaTables as tables } from '../../src/db/customer-data-tables';
import { getDatabase } from '../helpers/database';

const drizzleTables = [...tables.values()];

/** Every table of the Drizzle schema with its column names. */
const schemaTables = new Map(
  drizzleTables.map((table) => {
    const config = getTableConfig(table);
    return [config.name, new Set(config.columns.map((column) => column.name))] as const;
  }),
);

function scopeColumns(table: string, scope: CustomerScope | undefined): string[] {
  if (!scope) return [];
  return scope.columns.filter((column) => !schemaTables.get(table)?.has(column)).map((c) => `${table}.${c}`);
}

describe('where a customer’s data lives (ADR 221)', () => {
  it('names every table of the schema: exported, or left out with a reason', () => {
    const missing = [...schemaTables.keys()].filter((table) => !(table in customerData));
    expect(missing, 'tables without an entry in db/customer-data.ts').toEqual([]);
    expect(Object.keys(customerData).filter((table) => !schemaTables.has(table))).toEqual([]);
  });

  it('names every table the migrations made (also one made by hand-written SQL)', async () => {
    const database = await getDatabase();
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(result.rows.map((row) => row.table_name).filter((table) => !(table in customerData))).toEqual([]);
  });

  it('scopes each table by columns it has, through a parent that is itself scoped', () => {
    const wrong: string[] = [];
    for (const [table, entry] of Object.entries(customerData)) {
      if (entry.kind === 'none') {
        if (entry.reason.length < 10) wrong.push(`${table}: no reason`);
        continue;
      }
      wrong.push(...scopeColumns(table, entry.scope));
      if (entry.scope && 'parent' in entry.scope) {
        const parent = customerData[entry.scope.parent];
        if (!parent || parent.kind === 'none' || !parent.scope)
          wrong.push(`${table}: parent ${entry.scope.parent}`);
      }
      if (entry.kind === 'omitted' && entry.reason.length < 10) wrong.push(`${table}: no reason`);
      if (entry.kind === 'export') {
        for (const column of [...Object.keys(entry.secret ?? {}), ...(entry.files ?? [])]) {
          if (!schemaTables.get(table)?.has(column)) wrong.push(`${table}.${column}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no table without customer data that refers to an account other than an adviser’s', () => {
    const unscoped = drizzleTables
      .map((table) => getTableConfig(table))
      .flatMap((config) => {
        const entry = customerData[config.name];
        if (entry?.kind !== 'none') return [];
        return config.foreignKeys
          .map((key) => key.reference())
          .filter((reference) => getTableConfig(reference.foreignTable).name === 'users')
          .flatMap((reference) => reference.columns.map((column) => column.name))
          .filter((column) => !entry.adviserColumns?.includes(column))
          .map((column) => `${config.name}.${column}`);
      });
    expect(unscoped).toEqual([]);
  });
});
