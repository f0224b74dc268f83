import pg from 'pg';

/**
 * On PostgreSQL every test worker gets a database of its own (`<database>_w<worker>`, created on first use),
 * so the server project runs two files at a time there as it does on PGlite (vitest.config.ts). The rest of
 * the tests, and the server processes they spawn, read DATABASE_URL from the environment: it is rewritten
 * here once per worker, before any test file opens a connection.
 */
const base = process.env.DATABASE_URL;
const worker = process.env.VITEST_POOL_ID ?? '1';
const marker = '__kpWorkerDatabase';
const state = globalThis as { [marker]?: string };

if (base && !state[marker]) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${worker}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } catch (error) {
    // Two workers may create theirs at the same moment; only an existing database is fine.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  state[marker] = process.env.DATABASE_URL;
}
