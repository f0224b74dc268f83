import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_READS, type PageRead } from '../../../../scripts/bench/page-reads';
import { getDatabase } from '../helpers/database';
import {
  authHeaders,
  createTestAdviser,
  jsonCaller,
  loginAsAdviser,
  uniqueIp,
  useTestApp,
} from '../helpers/test-app';
import { maxLikeHousehold, newIdentity } from '../modules/account-erasure/erasure.fixtures';

/**
 * Every page read is answered from the user's kept view (ADR 330) or says why not; a kept view is the same
 * bytes and goes when the change feed names the user (a customer's page) or the customer's agency (the
 * workspace's).
 */
const t = useTestApp();

/** Page reads answered otherwise, and why. */
const NOT_CACHED_READS: Record<string, string> = {
  '/api/users/me': 'its own view (ADR 008)',
  '/api/persons': 'its own view (ADR 008)',
  '/api/contracts': 'its own view per day (ADR 008)',
  '/api/users/banking/status': 'its own view (ADR 319)',
  '/api/users/banking/liquiditaet': 'its own view (ADR 319)',
  '/api/users/banking/vorschlaege': 'its own view (ADR 319)',
  '/api/users/banking/bankconnects/status': 'one statement; kept views would save nothing (ADR 319)',
  '/api/users/avatar/{size}': 'a picture with its ETag, answered 304 from the request header',
  '/api/config/agent/avatar': 'a picture with its ETag (304 from the request header); its key is kept',
  '/api/push/key': 'the configured key: no read to save',
};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let customer: ReturnType<typeof jsonCaller>;
let adviser: ReturnType<typeof jsonCaller>;
let adviserHeaders: Record<string, string>;
let customerId: number;
let ids: Record<string, string>;

beforeAll(async () => {
  const max = await maxLikeHousehold(t.app, newIdentity('Max'));
  customerId = max.userId;
  customer = jsonCaller(t.app, max.token);
  const staff = await createTestAdviser({ agencyId: max.agencyId });
  const adviserToken = await loginAsAdviser(t.app, staff.email, staff.password, uniqueIp());
  adviser = jsonCaller(t.app, adviserToken);
  adviserHeaders = authHeaders(adviserToken);
  const { db } = await getDatabase();
  // Every page on: the calculators are off by default.
  await db.execute(
    sql`update users set config = config || '{"vergleichsrechner": true}'::jsonb where id = ${customerId}`,
  );
  const first = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: { id: number | string }[] };
    const row = result.rows[0];
    if (!row) throw new Error(`no row: ${JSON.stringify(query)}`);
    return String(row.id);
  };
  const forms = (await customer('GET', '/api/forms')).json<{ forms: { key: string }[] }>();
  const templates = (await adviser('GET', '/api/berater/formulare')).json<{ formulare: { key: string }[] }>();
  // A link to a contract the agency provided (the first contract that is one), as the adviser sends it.
  let contractLink = '';
  const contracts = (await db.execute(
    sql`select id from contracts where user_id = ${customerId} and provided_at is not null order by id`,
  )) as unknown as { rows: { id: number }[] };
  for (const { id } of contracts.rows) {
    const response = await adviser('POST', `/api/berater/kunden/${customerId}/vertraege/${id}/link`);
    if (response.statusCode === 200 || response.statusCode === 201) {
      contractLink = response.json<{ url: string }>().url.split('/').at(-1) ?? '';
      break;
    }
  }
  ids = {
    contractLink,
    bankAccount: await first(
      sql`select id from bank_accounts where user_id = ${customerId} order by id limit 1`,
    ),
    person: await first(sql`select id from persons where user_id = ${customerId} order by id limit 1`),
    contract: await first(sql`select id from contracts where user_id = ${customerId} order by id limit 1`),
    customerContract: await first(
      sql`select id from contracts where user_id = ${customerId} order by id limit 1`,
    ),
    damageReport: await first(
      sql`select id from adviser_requests where user_id = ${customerId} and kind = 'schadensmeldung' limit 1`,
    ),
    form: forms.forms[0]?.key ?? 'no form',
    formTemplate: templates.formulare[0]?.key ?? 'no template',
    customer: String(customerId),
    legalKey: 'datenschutz',
    inboxCategory: 'schadensmeldung',
  };
});

const urlOf = (read: PageRead) =>
  read.route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const seeded = read.params?.[name];
    const value = seeded && ids[seeded];
    if (!value) throw new Error(`${read.route}: no value for ${name}`);
    return encodeURIComponent(value);
  }) + (read.query ?? '');

describe('page reads from kept views (ADR 330)', () => {
  it('keeps every page read but those answered otherwise, each with its reason', () => {
    const cached = new Set([...t.app.cachedReadRoutes].map(openApiPath));
    const neither = PAGE_READS.filter((read) => !cached.has(read.route) && !(read.route in NOT_CACHED_READS));
    expect(neither.map((read) => read.route)).toEqual([]);
    expect(Object.keys(NOT_CACHED_READS).filter((route) => cached.has(route))).toEqual([]);
  });

  it('answers the same bytes from the kept view, and builds anew once the customer’s rows change', async () => {
    const cached = new Set([...t.app.cachedReadRoutes].map(openApiPath));
    const reads = PAGE_READS.filter((read) => cached.has(read.route));
    const { db } = await getDatabase();
    const wrong: string[] = [];
    for (const read of reads) {
      const call = read.route.startsWith('/api/berater/') ? adviser : customer;
      const url = urlOf(read);
      const first = await call('GET', url);
      if (first.statusCode !== 200) {
        wrong.push(`${url}: ${first.statusCode} ${first.body.slice(0, 120)}`);
        continue;
      }
      // A first read may write (the referral link's slug on first use): that build is not kept.
      const kept = await call('GET', url);
      const { hits, misses } = t.app.viewCache.stats();
      const second = await call('GET', url);
      const after = t.app.viewCache.stats();
      if (second.body !== kept.body || after.misses !== misses || after.hits <= hits)
        wrong.push(`${url}: not answered from the kept view`);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      // The customer's own row, changed past the API: 'u:' for the customer's pages, 'w:' for the workspace's.
      await db.execute(sql`update users set first_name = first_name where id = ${customerId}`);
      await t.app.syncChanges();
      const third = await call('GET', url);
      if (third.statusCode !== 200 || t.app.viewCache.stats().misses <= misses)
        wrong.push(`${url}: still kept after the customer changed`);
    }
    expect(wrong).toEqual([]);
    expect(reads.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps a view per URL: another query is another view', async () => {
    const all = await adviser('GET', '/api/berater/kunden');
    const searched = await adviser('GET', '/api/berater/kunden?q=zzzzzz');
    expect(searched.json<{ kunden: unknown[] }>().kunden).toEqual([]);
    expect(all.json<{ kunden: unknown[] }>().kunden.length).toBeGreaterThan(0);
    const again = await adviser('GET', '/api/berater/kunden?q=zzzzzz');
    expect(again.body).toBe(searched.body);
  });

  it('sends a kept answer of 1 KB or more gzipped to a browser; the gzip is kept beside it, in the limit', async () => {
    const url = `/api/berater/kunden/${customerId}`;
    const plain = await adviser('GET', url);
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = () =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...adviserHeaders, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
    const before = t.app.viewCache.stats().bytes;
    const first = await zipped();
    expect(t.app.viewCache.stats().bytes).toBeGreaterThan(before);
    const second = await zipped();
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(gunzipSync(answer.rawPayload).toString()).toBe(plain.body);
    }
    const { bytes } = t.app.viewCache.stats();
    expect((await zipped()).rawPayload.equals(second.rawPayload)).toBe(true);
    expect(t.app.viewCache.stats().bytes).toBe(bytes);
  });

  it('never keeps an answer other than 200', async () => {
    const before = t.app.viewCache.stats();
    for (let round = 0; round < 2; round += 1) {
      const missing = await customer('GET', '/api/persons/2147483000');
      expect(missing.statusCode).toBe(404);
    }
    expect(t.app.viewCache.stats().hits).toBe(before.hits);
  });
});
