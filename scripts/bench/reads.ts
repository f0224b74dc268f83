import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { Result } from 'autocannon';
import sharp from 'sharp';
import { demoAdviserLogins } from '../../apps/server/src/demo/advisers';
import { benchDatabases } from './databases';
import {
  capture,
  clientHeaders,
  type LoadOptions,
  login,
  measure,
  type Portal,
  startBareServer,
  startPortal,
} from './http';
import { PAGE_READS, type PageRead, type SeededId } from './page-reads';
import { addReadsData, type ReadsData } from './reads-data';
import { table } from './table';

/** Issue 34's aim, at 50 connections on PostgreSQL: a share of bare node:http in the same run, and p99. */
export const READS_AIM = { shareOfBare: 0.2, p99Ms: 50 };

type Row = { read: PageRead; url: string; result: Result } | { read: PageRead; url: string; failed: string };

type Sessions = { customer: Record<string, string>; adviser: Record<string, string> };

async function json<T>(
  portal: Portal,
  path: string,
  headers: Record<string, string>,
  init: RequestInit = {},
) {
  const response = await fetch(`${portal.baseUrl}${path}`, {
    ...init,
    headers: { ...headers, ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** One GET before the load, as a check that the read answers 2xx; a shed 503 is asked again (up to 5 s). */
async function firstAnswer(url: string, headers: Record<string, string>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await capture(url, headers);
      return;
    } catch (error) {
      if (attempt >= 5 || !(error instanceof Error) || !error.message.includes('HTTP 503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Max's own picture (the app's frame shows it on every page): a 600 px JPEG, uploaded as the app does. */
async function uploadAvatar(portal: Portal, customer: Record<string, string>): Promise<void> {
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await fetch(`${portal.baseUrl}/api/users/avatar`, {
    method: 'POST',
    headers: customer,
    body: form,
  });
  if (!response.ok) throw new Error(`POST /api/users/avatar: HTTP ${response.status}`);
}

/** The seeded values the reads' parameters take, found as the web app finds them: through the API. */
async function seededIds(portal: Portal, sessions: Sessions): Promise<Record<SeededId, string>> {
  const { customer, adviser } = sessions;
  const first = <T>(list: T[] | undefined, what: string): T => {
    const item = list?.[0];
    if (item === undefined) throw new Error(`the demo has no ${what}`);
    return item;
  };
  const persons = await json<{ persons: { id: number }[] }>(portal, '/api/persons', customer);
  const contracts = await json<{ contracts: { id: number }[] }>(portal, '/api/contracts', customer);
  const reports = await json<{ schadensmeldungen: { id: number }[] }>(
    portal,
    '/api/schadensmeldung',
    customer,
  );
  const forms = await json<{ forms: { key: string }[] }>(portal, '/api/forms', customer);
  const konten = await json<{ konten: { id: number }[] }>(portal, '/api/users/banking/status', customer);
  const kunden = await json<{ kunden: { id: number }[] }>(
    portal,
    '/api/berater/kunden?q=mustermann',
    adviser,
  );
  const max = first(kunden.kunden, 'Max in the workspace').id;
  const household = await json<{ contracts: { id: number }[] }>(
    portal,
    `/api/berater/kunden/${max}`,
    adviser,
  );
  const templates = await json<{ formulare: { key: string }[] }>(portal, '/api/berater/formulare', adviser);
  // A link to a contract the agency provided (the first contract that is one).
  let link: string | undefined;
  for (const contract of household.contracts) {
    const response = await fetch(
      `${portal.baseUrl}/api/berater/kunden/${max}/vertraege/${contract.id}/link`,
      {
        method: 'POST',
        headers: adviser,
      },
    );
    if (response.ok) {
      link = ((await response.json()) as { url: string }).url.split('/').at(-1);
      break;
    }
  }
  return {
    person: String(first(persons.persons, 'person').id),
    contract: String(first(contracts.contracts, 'contract').id),
    damageReport: String(first(reports.schadensmeldungen, 'damage report').id),
    form: first(forms.forms, 'form').key,
    bankAccount: String(first(konten.konten, 'bank account').id),
    legalKey: 'datenschutz',
    avatarSize: '128',
    contractLink: first(link ? [link] : [], 'provided contract to link'),
    customer: String(max),
    customerContract: String(first(household.contracts, 'contract in the workspace').id),
    formTemplate: first(templates.formulare, 'form template').key,
    inboxCategory: 'schadensmeldung',
  };
}

/**
 * With BENCH_READS_PROFILE_DIR set, `work` runs under the V8 profiler of this thread (the server's; the
 * load generator is a worker of its own) and its profile is written there as `<name>.cpuprofile`.
 */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_READS_PROFILE_DIR;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `${name.replace(/[^\w-]+/g, '_').slice(0, 80)}.cpuprofile`),
      JSON.stringify(profile),
    );
    session.disconnect();
  }
}

const urlOf = (read: PageRead, ids: Record<SeededId, string>) =>
  read.route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = read.params?.[name];
    if (!id) throw new Error(`${read.route}: no seeded value for ${name}`);
    return encodeURIComponent(ids[id]);
  }) + (read.query ?? '');

/**
 * Every page read of the web app (bench/page-reads.ts) at `load.connections` connections, on PostgreSQL when
 * one is given (else PGlite), for the demo's Max and Thomas Berger with the data of bench/reads-data.ts; each
 * next to a bare node:http answering users/me's bytes in the same run.
 */
export async function benchReads(load: LoadOptions, data: ReadsData): Promise<void> {
  // BENCH_READS_ONLY="referrals eingang": the reads whose URL contains one of the words (to look at a few).
  const only = (process.env.BENCH_READS_ONLY ?? '').split(/\s+/).filter(Boolean);
  // The aim is PostgreSQL's: with one given, PGlite is not measured (73 reads take a quarter of an hour).
  const all = benchDatabases();
  const databases = all.length > 1 ? all.slice(1) : all;
  if (all.length === 1) console.log('No BENCH_DATABASE_URL or DATABASE_URL: measured on PGlite only.');
  for (const options of databases) {
    // Load shedding off (as in the tests): on a shared machine the event loop's delay turns reads into 503s;
    // the bench measures what a read costs, the shedding has a test of its own (plugins/pressure).
    const portal = await startPortal({
      ...options,
      env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' },
      seed: (db) => addReadsData(db, data),
    });
    try {
      // As a browser asks: an answer of 1 KB or more comes gzipped (ADR 330 keeps the gzip beside the view).
      const browser = { ...clientHeaders, 'accept-encoding': 'gzip, deflate, br, zstd' };
      const sessions: Sessions = {
        customer: { ...browser, authorization: `Bearer ${await login(portal.baseUrl)}` },
        adviser: {
          ...browser,
          authorization: `Bearer ${await login(portal.baseUrl, demoAdviserLogins.berater, '/api/berater/login')}`,
        },
      };
      await uploadAvatar(portal, sessions.customer);
      const ids = await seededIds(portal, sessions);
      const chosen = PAGE_READS.filter(
        (read) => only.length === 0 || only.some((part) => urlOf(read, ids).includes(part)),
      );
      console.log(
        `Measuring on ${portal.databaseKind}: ${chosen.length} page reads, ${load.connections} connections, ` +
          `${load.durationSeconds} s each (the agency with ${data.customers} more customers, Max with ` +
          `${data.messages} chat messages and ${data.documents} more documents) …`,
      );
      const rows: Row[] = [];
      for (const read of chosen) {
        const url = urlOf(read, ids);
        const headers = read.route.startsWith('/api/berater/') ? sessions.adviser : sessions.customer;
        try {
          await firstAnswer(`${portal.baseUrl}${url}`, headers);
        } catch (error) {
          rows.push({ read, url, failed: error instanceof Error ? error.message : String(error) });
          continue;
        }
        const result = await profiled(url, () => measure(url, `${portal.baseUrl}${url}`, headers, load));
        rows.push({ read, url, result });
      }
      const captured = await capture(`${portal.baseUrl}/api/users/me`, sessions.customer);
      const bare = await startBareServer(captured);
      let bareResult: Result;
      try {
        bareResult = await measure('bare', bare.url, sessions.customer, load);
      } finally {
        await bare.close();
      }
      printReads(portal.databaseKind, rows, bareResult);
    } finally {
      await portal.close();
    }
  }
}

/** The URL as the table shows it: a link's token as its parameter. */
const shown = (row: Row) => (row.read.params?.token ? row.read.route : row.url);

function printReads(databaseKind: string, rows: Row[], bare: Result): void {
  const floor = READS_AIM.shareOfBare * bare.requests.average;
  const passes = (row: Row) =>
    'result' in row &&
    row.result.requests.average >= floor &&
    row.result.latency.p99 <= READS_AIM.p99Ms &&
    row.result.non2xx + row.result.errors === 0;
  const cells = (row: Row) => {
    if (!('result' in row)) return ['', '', '', '', '', 'all', 'FAILED'];
    const r = row.result;
    return [
      r.requests.average.toFixed(0),
      String(r.latency.p50),
      String(r.latency.p99),
      String(r.latency.max),
      `${((100 * r.requests.average) / bare.requests.average).toFixed(1)} %`,
      String(r.non2xx + r.errors),
      passes(row) ? 'PASS' : 'OVER',
    ];
  };
  console.log('');
  console.log(
    table(
      ['read', 'page', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'of bare', 'failed', 'aim'],
      [
        ...rows.map((row) => [`GET ${shown(row)}`, row.read.page, ...cells(row)]),
        [
          'bare node:http (users/me’s bytes)',
          '',
          bare.requests.average.toFixed(0),
          String(bare.latency.p50),
          String(bare.latency.p99),
          String(bare.latency.max),
          '100.0 %',
          String(bare.non2xx + bare.errors),
          '',
        ],
      ],
      new Set([0, 1, 8]),
    ),
  );
  for (const row of rows) {
    if ('failed' in row) console.log(`FAILED: ${row.failed}`);
    else if (row.result.non2xx > 0) {
      // A 503 here is the load shedding of a pool with over PRESSURE_MAX_DB_WAITING statements waiting.
      console.log(`Not 2xx: GET ${shown(row)}: ${JSON.stringify(row.result.statusCodeStats)}`);
    }
  }
  const over = rows.filter((row) => !passes(row));
  console.log('');
  console.log(
    `${databaseKind}: ${rows.length - over.length} of ${rows.length} page reads PASS the aim (≥ ` +
      `${READS_AIM.shareOfBare * 100} % of bare node:http = ${floor.toFixed(0)} req/s, p99 ≤ ${READS_AIM.p99Ms} ms, ` +
      `no failure; the aim is set for PostgreSQL)` +
      (over.length ? `; OVER: ${over.map(shown).join(', ')}` : '.'),
  );
}
