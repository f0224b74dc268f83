/**
 * Issue 34, "every read lean": what one page read costs, measured without load so a shared machine's noise
 * stays small — statements sent to the database per request (Database.onQuery) and the server's CPU time per
 * request (process.cpuUsage around N sequential requests through fastify's inject, in this process).
 *
 *   BENCH_DATABASE_URL=postgres://… node --import tsx scripts/bench/read-cost.ts [filter …]
 *
 * Without a URL on PGlite. Filters keep the reads whose route contains one of them (e.g. `eingang banking`).
 * READ_COST_N (default 200) requests per read after 20 to warm up. The data: bench/reads-data.ts's defaults.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { demoAdviserLogins, seedDemoAdvisers } from '../../apps/server/src/demo/advisers';
import { demoLogins } from '../../apps/server/src/demo/customers';
import { DEMO_SIGNUP_CODE, seedDemoData } from '../../apps/server/src/demo/seed';
import { createBlobStore } from '../../apps/server/src/lib/blob-store/create-blob-store';
import { clientHeaders, migrateFresh } from './http';
import { PAGE_READS, type SeededId } from './page-reads';
import { addReadsData } from './reads-data';
import { table } from './table';
import { benchTempDir } from './temp-dir';

const N = Number(process.env.READ_COST_N ?? 200);
const filters = process.argv.slice(2);

async function main() {
  const dataDir = benchTempDir('kundenportal-read-cost');
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
  });
  await migrateFresh(database, Boolean(databaseUrl));
  await seedDemoData(database.db, config.scryptLogN, await createBlobStore(config), {
    bankingKeys: config.bankingKeys,
  });
  await seedDemoAdvisers(database.db, DEMO_SIGNUP_CODE, config.scryptLogN);
  await addReadsData(database.db, { customers: 2000, messages: 300, documents: 60 });
  const app = await buildApp(config, database);
  let statements = 0;
  database.onQuery(() => {
    statements += 1;
  });
  const login = async (account: { email: string; password: string }, path: string) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: clientHeaders,
      payload: { email: account.email, password: account.password },
    });
    return { ...clientHeaders, authorization: `Bearer ${response.json().token}` };
  };
  const customer = await login(demoLogins.max, '/api/login');
  const adviser = await login(demoAdviserLogins.berater, '/api/berater/login');
  const get = async (url: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode >= 400) throw new Error(`GET ${url}: HTTP ${response.statusCode}`);
    return response;
  };
  const [max] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoLogins.max.email}`);
  const rowsOf = async (url: string, key: string, headers = customer) =>
    (await get(url, headers)).json()[key] as { id: number; key: string }[];
  const household = await rowsOf(`/api/berater/kunden/${max?.id}`, 'contracts', adviser);
  const ids: Partial<Record<SeededId, string>> = {
    person: String((await rowsOf('/api/persons', 'persons'))[0]?.id),
    contract: String((await rowsOf('/api/contracts', 'contracts'))[0]?.id),
    damageReport: String((await rowsOf('/api/schadensmeldung', 'schadensmeldungen'))[0]?.id),
    form: (await rowsOf('/api/forms', 'forms'))[0]?.key,
    bankAccount: String((await rowsOf('/api/users/banking/status', 'konten'))[0]?.id),
    legalKey: 'datenschutz',
    avatarSize: '128',
    customer: String(max?.id),
    customerContract: String(household[0]?.id),
    formTemplate: (await rowsOf('/api/berater/formulare', 'formulare', adviser))[0]?.key,
    inboxCategory: 'schadensmeldung',
  };
  const rows: string[][] = [];
  for (const read of PAGE_READS) {
    const url =
      read.route.replace(/\{(\w+)\}/g, (_, name: string) => ids[read.params?.[name] as SeededId] ?? '') +
      (read.query ?? '');
    const control = url === '/api/users/me';
    if (filters.length && !control && !filters.some((filter) => url.includes(filter))) continue;
    if (url.includes('//') || url.includes('undefined') || read.params?.token) continue;
    const headers = read.route.startsWith('/api/berater/') ? adviser : customer;
    try {
      for (let i = 0; i < 20; i += 1) await get(url, headers);
    } catch (error) {
      rows.push([url, 'failed', String(error)]);
      continue;
    }
    statements = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < N; i += 1) await get(url, headers);
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    rows.push([
      url,
      (statements / N).toFixed(1),
      ((used.user + used.system) / 1000 / N).toFixed(2),
      (wall / N).toFixed(2),
    ]);
  }
  console.log(`${database.kind}, ${N} sequential requests each (in-process inject):`);
  console.log(table(['read', 'statements/req', 'CPU ms/req', 'wall ms/req'], rows, new Set([0])));
  await app.close();
  await database.close();
}

await main();
