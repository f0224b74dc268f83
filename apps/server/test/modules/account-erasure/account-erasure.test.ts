import type { AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

/** Konto löschen (issue 32, ADR 239): the request with the password, 14 days, the cancellation. */
const t = useTestApp();
const NOW = new Date('2026-11-29T10:00:00Z');
beforeAll(() => t.app.clock.set(NOW));
afterAll(() => t.app.clock.set(null));

/** The clock ticks on from where it was set: the due time to the minute. */
const dueOf = (response: { json: () => unknown }) => {
  const { loeschung } = response.json() as { loeschung: { faellig_am: string } | null };
  return loeschung?.faellig_am.slice(0, 16);
};

async function customerSession() {
  const customer = await createTestCustomer();
  const call = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  return { customer, call };
}

async function erasureEntries(agencyId: number, customerId: number) {
  const adviser = await createTestAdviser({ agencyId });
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const response = await call('GET', `/api/berater/kunden/${customerId}/protokoll`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ entries: AuditEntry[] }>()
    .entries.filter((entry) => entry.action.startsWith('erasure_'))
    .map((entry) => ({ action: entry.action, changes: entry.changes }))
    .reverse();
}

describe('POST /api/users/loeschen', () => {
  it('asks for the erasure with the password: due in 14 days, shown, in the agency’s log; asked again, the first date stands', async () => {
    const { customer, call } = await customerSession();
    expect((await call('GET', '/api/users/loeschen')).json()).toEqual({ loeschung: null, aufbewahrung: [] });

    const asked = await call('POST', '/api/users/loeschen', { password: customer.password });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(dueOf(asked)).toBe('2026-12-13T10:00');
    const due = asked.json<{ loeschung: { faellig_am: string } }>().loeschung.faellig_am;
    expect((await call('GET', '/api/users/loeschen')).json()).toEqual({
      loeschung: { faellig_am: due },
      aufbewahrung: [],
    });

    t.app.clock.set(new Date('2026-11-30T10:00:00Z'));
    const again = await call('POST', '/api/users/loeschen', { password: customer.password });
    t.app.clock.set(NOW);
    expect(again.json()).toEqual({ loeschung: { faellig_am: due } });

    if (!customer.agent) throw new Error('no agency');
    expect(await erasureEntries(customer.agent.id, customer.user.id)).toEqual([
      { action: 'erasure_requested', changes: [{ key: 'faellig_am', before: null, after: due }] },
    ]);
  });

  it('refuses a wrong password as the password change does (422 at password), and nothing is pending', async () => {
    const { call } = await customerSession();
    const wrong = await call('POST', '/api/users/loeschen', { password: 'Falsch!2026x' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: ['password=>Das aktuelle Passwort ist falsch.'] });
    expect((await call('GET', '/api/users/loeschen')).json()).toEqual({ loeschung: null, aufbewahrung: [] });
  });

  it('refuses a missing password and unknown fields (422), and answers 401 without a session', async () => {
    const { call } = await customerSession();
    expect((await call('POST', '/api/users/loeschen', {})).statusCode).toBe(422);
    expect((await call('POST', '/api/users/loeschen', { password: 'x', sofort: true })).statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/loeschen',
      headers: clientHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is the asking customer’s alone: a second customer sees nothing pending', async () => {
    const first = await customerSession();
    const second = await customerSession();
    await first.call('POST', '/api/users/loeschen', { password: first.customer.password });
    expect((await second.call('GET', '/api/users/loeschen')).json()).toEqual({
      loeschung: null,
      aufbewahrung: [],
    });
    expect((await second.call('DELETE', '/api/users/loeschen')).json()).toEqual({
      loeschung: null,
      aufbewahrung: [],
    });
    expect((await first.call('GET', '/api/users/loeschen')).json()).toMatchObject({
      loeschung: { faellig_am: expect.any(String) },
    });
  });
});

describe('DELETE /api/users/loeschen', () => {
  it('cancels the pending erasure, logged for the agency; a later request starts 14 days anew', async () => {
    const { customer, call } = await customerSession();
    await call('POST', '/api/users/loeschen', { password: customer.password });
    const cancelled = await call('DELETE', '/api/users/loeschen');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ loeschung: null, aufbewahrung: [] });
    expect((await call('GET', '/api/users/loeschen')).json()).toEqual({ loeschung: null, aufbewahrung: [] });
    expect((await call('DELETE', '/api/users/loeschen')).json()).toEqual({
      loeschung: null,
      aufbewahrung: [],
    });

    t.app.clock.set(new Date('2026-12-01T08:00:00Z'));
    const anew = await call('POST', '/api/users/loeschen', { password: customer.password });
    t.app.clock.set(NOW);
    expect(dueOf(anew)).toBe('2026-12-15T08:00');

    if (!customer.agent) throw new Error('no agency');
    expect((await erasureEntries(customer.agent.id, customer.user.id)).map((e) => e.action)).toEqual([
      'erasure_requested',
      'erasure_cancelled',
      'erasure_requested',
    ]);
  });
});
