import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agents, users } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import {
  adviserMails,
  anonymous,
  type Endpoint,
  expectError,
  queuedFor,
  requestCustomer,
  storedRequests,
  URLS,
  VALID,
} from './adviser-requests.fixtures';

const t = useTestApp();
const ENDPOINTS = Object.keys(URLS) as Endpoint[];

describe('sessions', () => {
  it('answers 401 without a token, for valid and invalid bodies alike', async () => {
    for (const endpoint of ENDPOINTS) {
      expect((await anonymous(t.app, 'POST', URLS[endpoint], VALID[endpoint])).statusCode).toBe(401);
      expect((await anonymous(t.app, 'POST', URLS[endpoint], { unknown: 1 })).statusCode).toBe(401);
    }
    expect((await anonymous(t.app, 'GET', URLS.damage)).statusCode).toBe(401);
    expect((await anonymous(t.app, 'POST', '/api/schadensmeldung/1/senden')).statusCode).toBe(401);
    const c = await requestCustomer(t.app);
    const forged = await t.app.inject({
      method: 'POST',
      url: URLS.contact,
      headers: { ...authHeaders(`${c.token}x`), 'content-type': 'application/json' },
      payload: JSON.stringify(VALID.contact),
    });
    expect(forged.statusCode).toBe(401);
    expect(await storedRequests(c.user.id)).toEqual([]);
  });
});

describe('the adviser who receives the request', () => {
  it('answers 403 adviser_required to a customer without an adviser, before checking the body', async () => {
    const c = await requestCustomer(t.app, { withAgent: false, config: { schaden: true } });
    for (const endpoint of ENDPOINTS) {
      expectError(await c.call('POST', URLS[endpoint], VALID[endpoint]), 403, 'adviser_required');
      expectError(await c.call('POST', URLS[endpoint], { unknown: 1 }), 403, 'adviser_required');
    }
    expectError(await c.call('GET', URLS.damage), 403, 'adviser_required');
    expectError(await c.call('POST', '/api/schadensmeldung/1/senden'), 403, 'adviser_required');
    expect(await storedRequests(c.user.id)).toEqual([]);
  });

  it('answers 403 adviser_required when the adviser is removed or has no e-mail address', async () => {
    const { db } = await getDatabase();
    const removed = await requestCustomer(t.app);
    await db.update(users).set({ agentId: null }).where(eq(users.id, removed.user.id));
    expectError(await removed.call('POST', URLS.enquiry, VALID.enquiry), 403, 'adviser_required');

    const silent = await requestCustomer(t.app);
    await db
      .update(agents)
      .set({ email: null })
      .where(eq(agents.id, silent.agent?.id ?? 0));
    expectError(await silent.call('POST', URLS.contact, VALID.contact), 403, 'adviser_required');
    expect(await storedRequests(removed.user.id)).toEqual([]);
    expect(await storedRequests(silent.user.id)).toEqual([]);
    expect(await queuedFor(removed.adviserEmail)).toEqual([]);
  });

  it('sends to the adviser the customer has now', async () => {
    const c = await requestCustomer(t.app);
    const next = await requestCustomer(t.app);
    const { db } = await getDatabase();
    await db
      .update(users)
      .set({ agentId: next.agent?.id ?? null })
      .where(eq(users.id, c.user.id));
    expect((await c.call('POST', URLS.contact, VALID.contact)).statusCode).toBe(201);
    expect(await storedRequests(c.user.id)).toMatchObject([{ agentId: next.agent?.id }]);
    expect(await queuedFor(c.adviserEmail)).toEqual([]);
    expect(await queuedFor(next.adviserEmail)).toHaveLength(1);
    expect(await adviserMails(t.dataDir, next.adviserEmail, c.email)).toHaveLength(1);
  });
});

describe('the damage report flag (config schaden)', () => {
  it('without it: 403 not_permitted for listing, reporting and sending; the other requests still work', async () => {
    const c = await requestCustomer(t.app);
    expectError(await c.call('GET', URLS.damage), 403, 'not_permitted');
    expectError(await c.call('POST', URLS.damage, VALID.damage), 403, 'not_permitted');
    expectError(await c.call('POST', URLS.damage, { ...VALID.damage, entwurf: true }), 403, 'not_permitted');
    expectError(await c.call('POST', URLS.damage, []), 403, 'not_permitted');
    for (const endpoint of ['contact', 'recommend', 'enquiry'] as const) {
      expect((await c.call('POST', URLS[endpoint], VALID[endpoint])).statusCode).toBe(201);
    }
    expect((await storedRequests(c.user.id)).map((row) => row.kind)).toEqual([
      'kontaktanfrage',
      'kundenempfehlung',
      'anfrage',
    ]);
  });

  it('a draft cannot be sent once the flag is switched off', async () => {
    const c = await requestCustomer(t.app, { config: { schaden: true } });
    const { id } = (await c.call('POST', URLS.damage, { ...VALID.damage, entwurf: true })).json();
    const { db } = await getDatabase();
    await db
      .update(users)
      .set({ config: { schaden: false } })
      .where(eq(users.id, c.user.id));
    expectError(await c.call('POST', `/api/schadensmeldung/${id}/senden`), 403, 'not_permitted');
    expectError(await c.call('GET', URLS.damage), 403, 'not_permitted');
    expect(await storedRequests(c.user.id)).toMatchObject([{ id, status: 'entwurf', sentAt: null }]);
    expect(await queuedFor(c.adviserEmail)).toEqual([]);
  });
});
