import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import {
  adviserMails,
  damageCustomer,
  expectError,
  queuedFor,
  requestCustomer,
  storedRequests,
  URLS,
  VALID,
} from './adviser-requests.fixtures';

/** ADVISER_REQUESTS_MAX_PER_USER: requests of all four kinds together, per customer and window. */
const t = useTestApp({ ADVISER_REQUESTS_MAX_PER_USER: '3' });

describe('ADVISER_REQUESTS_MAX_PER_USER (3 here)', () => {
  it('lets 3 requests of any kind through and refuses the 4th with 429, storing and mailing nothing', async () => {
    const c = await requestCustomer(t.app);
    const answers = [
      await c.call('POST', URLS.contact, VALID.contact),
      await c.call('POST', URLS.recommend, VALID.recommend),
      await c.call('POST', URLS.enquiry, VALID.enquiry),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const refused = await c.call('POST', URLS.contact, VALID.contact);
    expectError(refused, 429, 'too_many_requests');
    expectError(await c.call('POST', URLS.enquiry, VALID.enquiry), 429, 'too_many_requests');
    expect((await storedRequests(c.user.id)).map((row) => row.kind)).toEqual([
      'kontaktanfrage',
      'kundenempfehlung',
      'anfrage',
    ]);
    await adviserMails(t.dataDir, c.adviserEmail, c.email, 3);
    expect(await queuedFor(c.adviserEmail)).toHaveLength(3);
  });

  it('does not count refused bodies (422): they come before the limit, and after it still answer 422', async () => {
    const c = await requestCustomer(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await c.call('POST', URLS.contact, { ke_GewuenschtArt: 'email' })).statusCode).toBe(422);
      expect((await c.call('POST', URLS.enquiry, [])).statusCode).toBe(422);
    }
    for (const endpoint of ['contact', 'recommend', 'enquiry'] as const) {
      expect((await c.call('POST', URLS[endpoint], VALID[endpoint])).statusCode).toBe(201);
    }
    expect((await c.call('POST', URLS.contact, { unknown: 1 })).statusCode).toBe(422);
    expectError(await c.call('POST', URLS.recommend, VALID.recommend), 429, 'too_many_requests');
    expect(await storedRequests(c.user.id)).toHaveLength(3);
  });

  it("leaves other customers alone: one customer's limit is not another's", async () => {
    const busy = await requestCustomer(t.app);
    const other = await requestCustomer(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await busy.call('POST', URLS.contact, VALID.contact)).statusCode).toBe(201);
    }
    expectError(await busy.call('POST', URLS.contact, VALID.contact), 429, 'too_many_requests');
    for (let i = 0; i < 3; i += 1) {
      expect((await other.call('POST', URLS.enquiry, VALID.enquiry)).statusCode).toBe(201);
    }
    expectError(await other.call('POST', URLS.enquiry, VALID.enquiry), 429, 'too_many_requests');
    expect(await storedRequests(other.user.id)).toHaveLength(3);
  });

  it('counts damage reports and drafts; sending a draft is not a new request', async () => {
    const c = await damageCustomer(t.app);
    expect((await c.call('POST', URLS.damage, VALID.damage)).statusCode).toBe(201);
    const draft = await c.call('POST', URLS.damage, { ...VALID.damage, entwurf: true });
    expect(draft.statusCode).toBe(201);
    expect((await c.call('POST', URLS.contact, VALID.contact)).statusCode).toBe(201);
    expectError(await c.call('POST', URLS.damage, VALID.damage), 429, 'too_many_requests');
    expectError(
      await c.call('POST', URLS.damage, { ...VALID.damage, entwurf: true }),
      429,
      'too_many_requests',
    );
    const sent = await c.call('POST', `/api/schadensmeldung/${draft.json().id}/senden`);
    expect(sent.statusCode).toBe(200);
    expect((await storedRequests(c.user.id)).map((row) => [row.kind, row.status])).toEqual([
      ['schadensmeldung', 'eingegangen'],
      ['schadensmeldung', 'eingegangen'],
      ['kontaktanfrage', 'eingegangen'],
    ]);
    expect((await c.call('GET', URLS.damage)).statusCode).toBe(200);
  });
});
