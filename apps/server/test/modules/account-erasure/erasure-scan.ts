import { sql } from 'drizzle-orm';
import { customerData } from '../../../src/db/customer-data';
import { customerRows, schemaTables } from '../../../src/db/customer-data-tables';
import { getDatabase } from '../../helpers/database';

/** The number of rows of each customer-data table that are the account's (ADR 221's scopes). */
export async function rowCounts(userId: number): Promise<Record<string, number>> {
  const { db } = await getDatabase();
  const counts: Record<string, number> = {};
  for (const [name, entry] of Object.entries(customerData)) {
    const table = schemaTables.get(name);
    if (entry.kind === 'none' || !entry.scope || !table) continue;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(customerRows(name, userId));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Every text, varchar and json column of every table (information_schema) that holds one of `needles`:
 * `table.column` → rows, the restricted signed forms (retained_records) left out.
 */
export async function columnsHolding(needles: readonly string[]): Promise<Record<string, number>> {
  const { db } = await getDatabase();
  const result = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
     where table_schema = 'public'
       and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
     order by table_name, column_name`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of result.rows) {
    const matches = sql.join(
      needles.map(
        (needle) => sql`strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`,
      ),
      sql` or `,
    );
    const restricted =
      table === 'signed_forms'
        ? sql` and id not in (select signed_form_id from retained_records)`
        : sql.raw('');
    const counted = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where (${matches})${restricted}`,
    )) as unknown as { rows: { n: number }[] };
    const n = Number(counted.rows[0]?.n ?? 0);
    if (n > 0) found[`${table}.${column}`] = n;
  }
  return found;
}
