import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { serverDir } from '../../src/server-dir';
import { tempDir } from '../helpers/temp-dir';

const migrationsFolder = path.join(serverDir, 'drizzle');

/** The migrations folder as it was up to `lastTag` (a database last migrated back then). */
function folderUpTo(lastTag: string): string {
  const folder = tempDir('kp-migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migrations', () => {
  it('are journalled in time order (Drizzle runs only those newer than the last applied)', () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string; when: number }[];
    };
    const latest = journal.entries.at(-1);
    for (const entry of journal.entries.slice(0, -1)) expect(entry.when).toBeLessThan(latest?.when ?? 0);
  });

  it('give a database migrated before the documents existed its documents table and change feed', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderUpTo('0003_change_feed') });
    await migrate(db, { migrationsFolder });
    const table = await db.execute<{ name: string | null }>(
      sql`select to_regclass('documents')::text as name`,
    );
    expect(table.rows[0]?.name).toBe('documents');
    const trigger = await db.execute(sql`select 1 from pg_trigger where tgname = 'documents_changed'`);
    expect(trigger.rows).toHaveLength(1);
    await client.close();
  });

  it('run on a database that already has the documents table', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderUpTo('0004_documents') });
    await migrate(db, { migrationsFolder });
    const constraints = await db.execute(
      sql`select conname from pg_constraint where conrelid = 'documents'::regclass and contype = 'f'`,
    );
    expect(constraints.rows).toHaveLength(2);
    await client.close();
  });
});
