import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { useTestApp } from '../../helpers/test-app';
import {
  damageCustomer,
  type Endpoint,
  expectError,
  requestCustomer,
  storedRequests,
  URLS,
  VALID,
} from './adviser-requests.fixtures';

const t = useTestApp();
const ENDPOINTS = Object.keys(URLS) as Endpoint[];

describe('the order of answers (ADR 100): 401, 403, 404, then 422', () => {
  it('refuses an invalid body without token with 401 and with an adviser token with 403', async () => {
    for (const endpoint of ENDPOINTS)
      await expectSessionBeforeBody(t.app, 'POST', URLS[endpoint], { unknown: 1 });
    await expectSessionBeforeBody(t.app, 'POST', '/api/schadensmeldung/1/senden', { unknown: 1 });
  });

  it('answers 403 when the damage report is off, before the body', async () => {
    const c = await requestCustomer(t.app, { config: { schaden: false } });
    expectError(await c.call('POST', URLS.damage, { unknown: 1 }), 403, 'not_permitted');
    expectError(await c.call('POST', '/api/schadensmeldung/1/senden', { unknown: 1 }), 403, 'not_permitted');
  });

  it('answers 404 for another customer’s draft sent with a body, before the body’s 422', async () => {
    const c = await damageCustomer(t.app);
    const other = await damageCustomer(t.app);
    const foreign = (await other.call('POST', URLS.damage, { ...VALID.damage, entwurf: true })).json().id;
    for (const id of [foreign, 'abc', 2_147_483_647]) {
      const answer = await c.call('POST', `/api/schadensmeldung/${id}/senden`, { entwurf: false });
      expectError(answer, 404, 'could_not_find_damage_report');
    }
    expect(await storedRequests(other.user.id)).toMatchObject([{ id: foreign, status: 'entwurf' }]);
    // The own draft with a body: the 422.
    const own = (await c.call('POST', URLS.damage, { ...VALID.damage, entwurf: true })).json().id;
    expect((await c.call('POST', `/api/schadensmeldung/${own}/senden`, { entwurf: false })).statusCode).toBe(
      422,
    );
  });
});
