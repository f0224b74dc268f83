import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_READS } from '../../../scripts/bench/journey/adviser';
import { LANDING_READS } from '../../../scripts/bench/journey/customer';
import { chatFigures } from '../../../scripts/bench/journey/ledger';
import { LOAD_PASSWORD, seedLoad } from '../../../scripts/bench/journey/seed';
import { PAGE_READS } from '../../../scripts/bench/page-reads';
import { createBlobStore } from '../src/lib/blob-store/create-blob-store';
import { getDatabase } from './helpers/database';
import { clientHeaders, jsonCaller, loginAs, uniqueIp, useTestApp } from './helpers/test-app';

/**
 * Issue 34, scenario 1's load (scripts/bench/journey, ADR 296/297): the seed makes accounts that log in with
 * the shared password and see their household, contracts, documents (files that are there) and chat; the
 * reads the journey makes on landing and in the workspace answer them and are the reads bench's page reads.
 */
const t = useTestApp({ PASSWORD_SCRYPT_LOG_N: '10' });

describe('the load seed', () => {
  it('makes customers over agencies who log in with the one password and see what was seeded', async () => {
    const { db } = await getDatabase();
    const store = await createBlobStore(t.config);
    const seeded = await seedLoad(
      db,
      store,
      { customers: 12, agencies: 3, documentsPerCustomer: 2, emailTag: `-${randomBytes(4).toString('hex')}` },
      10,
    );
    // Households: every third alone, one in three with a partner and a child, the rest with a partner.
    expect(seeded.counts).toMatchObject({
      agencies: 3,
      customers: 12,
      persons: 12 + 8 + 4,
      documents: 24,
      chat_messages: 12,
    });
    expect(seeded.advisers.map((adviser) => adviser.agencyIndex)).toEqual([0, 1, 2]);
    const [first] = seeded.customers;
    if (!first) throw new Error('no customer seeded');
    expect(first.agencyIndex).toBe(0);

    const call = jsonCaller(t.app, await loginAs(t.app, first.email, LOAD_PASSWORD));
    for (const path of LANDING_READS) expect((await call('GET', `/api${path}`)).statusCode, path).toBe(200);
    const contracts = (await call('GET', '/api/contracts')).json<{ contracts: unknown[] }>().contracts;
    expect(contracts.length).toBe((seeded.counts.contracts ?? 0) / 12);
    expect(contracts.length).toBeGreaterThan(0);
    const { documents } = (await call('GET', '/api/documents')).json<{
      documents: { filename: string; sha256?: string }[];
    }>();
    expect(documents.map((d) => d.filename)).toContain(first.filename);
    const query = `type=person&id=${first.mainPersonId}&filename=${encodeURIComponent(first.filename)}`;
    const { url } = (await call('GET', `/api/documents/ticket?${query}`)).json<{ url: string }>();
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { messages } = (await call('GET', '/api/chat')).json<{ messages: { sender: string }[] }>();
    expect(messages.map((m) => m.sender).sort()).toEqual(['adviser', 'customer']);

    const adviser = seeded.advisers[0];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/berater/login',
      headers: clientHeaders,
      payload: { email: adviser?.email, password: LOAD_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
    const workspace = jsonCaller(t.app, login.json<{ token: string }>().token);
    for (const path of WORKSPACE_READS)
      expect((await workspace('GET', `/api${path}`)).statusCode, path).toBe(200);
    // The search the adviser journey makes: the agency's own customers (every third of the twelve).
    const found = (await workspace('GET', '/api/berater/kunden?q=m%C3%BC')).json<{
      kunden: { id: number }[];
    }>();
    const ofAgency = seeded.customers.filter((customer) => customer.agencyIndex === 0).map((c) => c.id);
    expect(found.kunden.map((c) => c.id).sort()).toEqual(ofAgency.sort());
  });
});

describe('the journey’s reads', () => {
  const routes = new Set(PAGE_READS.map((read) => read.route));

  it('are page reads of the reads bench, and the landing holds every read each page of the app makes', () => {
    for (const path of [...LANDING_READS, ...WORKSPACE_READS])
      expect(routes.has(`/api${path}`), path).toBe(true);
    // The own picture is read only by a customer who has one; the seeded have none.
    const everyPage = PAGE_READS.filter(
      (read) => read.page.startsWith('every page') && !read.route.startsWith('/api/berater/'),
    ).map((read) => read.route.replace(/^\/api/, ''));
    expect(everyPage.filter((route) => route !== '/users/avatar/{size}').sort()).toEqual(
      LANDING_READS.filter((path) => everyPage.includes(path)).sort(),
    );
    expect(everyPage.length).toBeGreaterThan(2);
  });
});

describe('the chat ledger', () => {
  it('counts a message sent and never received as lost, and one received twice as twice', () => {
    const figures = chatFigures([
      {
        sent: { customers: [1, 2, 3], advisers: [10] },
        received: { customers: [10], advisers: [1, 3] },
        duplicates: { customers: 0, advisers: 1 },
      },
      {
        sent: { customers: [4], advisers: [11] },
        received: { customers: [], advisers: [4] },
        duplicates: { customers: 0, advisers: 0 },
      },
    ]);
    expect(figures.toAdvisers).toEqual({ sent: 4, delivered: 3, lost: 1, duplicates: 1 });
    expect(figures.toCustomers).toEqual({ sent: 2, delivered: 1, lost: 1, duplicates: 0 });
  });
});
