import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverDir } from '../../server-dir';

/** One SQL statement's rows: a pg client, a PGlite or a transaction of either. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The portal's tables (every schema but PostgreSQL's own), as schema.table, sorted. */
export async function listTables(query: Query): Promise<string[]> {
  const rows = await query(
    `select schemaname, tablename from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'
     order by schemaname, tablename`,
  );
  return rows.map((row) => `${row.schemaname}.${row.tablename}`);
}

/** Every table's row count, all read by `query` (one snapshot when it runs in one transaction). */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(query)) {
    const [schema, name] = table.split('.') as [string, string];
    const [row] = await query(`select count(*)::int as n from ${ident(schema)}.${ident(name)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

type Journal = { entries: { when: number; tag: string }[] };

const journal = () =>
  JSON.parse(readFileSync(path.join(serverDir, 'drizzle', 'meta', '_journal.json'), 'utf8')) as Journal;

/** The migrations this build knows (their tags): a restore refuses a backup of any other (ADR 311). */
export const knownMigrations = () => journal().entries.map((entry) => entry.tag);

/** Whether drizzle's migrations table is there (asked without failing: a failed query aborts a transaction). */
export async function isMigrated(query: Query): Promise<boolean> {
  const [row] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`);
  return row?.migrated === true;
}

/** The last migration applied: its tag in the journal, from drizzle's own table (its created_at is `when`). */
export async function schemaVersion(query: Query): Promise<string> {
  if (!(await isMigrated(query))) return 'keine';
  const rows = await query(`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const last = Number(rows[0]?.last ?? Number.NaN);
  if (!Number.isFinite(last)) return 'keine';
  return journal().entries.find((entry) => entry.when === last)?.tag ?? `migration@${last}`;
}

/** The sum of the counts. */
export const totalRows = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** The server's PostgreSQL version and its major (PGlite answers the PostgreSQL it runs). */
export async function serverMajor(query: Query): Promise<{ major: number; version: string }> {
  const [row] = await query(`select current_setting('server_version_num')::int as num,
    current_setting('server_version') as version`);
  return { major: Math.floor(Number(row?.num) / 10_000), version: String(row?.version) };
}
