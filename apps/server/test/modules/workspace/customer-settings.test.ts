import { adviserSetFlags } from '@kundenportal/domain/workspace/customer-settings';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { getDatabase } from '../../helpers/database';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp();

async function setup() {
  const { db } = await getDatabase();
  const agency = await createAgent(db);
  const adviser = await createTestAdviser({ agencyId: agency.id, firstName: 'Sonja', lastName: 'Keller' });
  const colleague = await createTestAdviser({ agencyId: agency.id });
  const customer = await createTestCustomer({
    withAgent: false,
    agentId: agency.id,
    config: { wecker: true },
  });
  const foreign = await createTestCustomer();
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const colleagueCall = jsonCaller(t.app, await loginAsAdviser(t.app, colleague.email, colleague.password));
  const customerCall = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  return { adviser, customer, foreign, call, colleagueCall, customerCall };
}

const url = (id: number | string) => `/api/berater/kunden/${id}/einstellungen`;

describe('PUT /api/berater/kunden/{id}/einstellungen', () => {
  it("changes only the listed values; the customer's profile shows them on the next load", async () => {
    const { customer, call, customerCall } = await setup();
    const before = (await customerCall('GET', '/api/users/me')).json().user;
    expect(before.config.nachrichten).toBe(false);
    expect(before.config.wecker).toBe(true);

    const response = await call('PUT', url(customer.user.id), {
      config: { nachrichten: true, vertrag_list: true },
      features: { referrals: true },
      accountTyp: 'makler_light',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().settings).toMatchObject({
      config: { nachrichten: true, vertrag_list: true, wecker: true, show_freigaben: true },
      features: { referrals: true },
      accountTyp: 'makler_light',
    });
    await t.app.syncChanges();
    const after = (await customerCall('GET', '/api/users/me')).json().user;
    expect(after.config).toMatchObject({ nachrichten: true, vertrag_list: true, wecker: true });
    expect(after.features.referrals).toBe(true);
    expect(after.account_typ).toBe('makler_light');
  });

  it('logs who changed what and when, visible to every adviser of the agency; no entry for no change', async () => {
    const { customer, call, colleagueCall } = await setup();
    await call('PUT', url(customer.user.id), { config: { nachrichten: true, wecker: true } });
    const unchanged = await call('PUT', url(customer.user.id), { config: { nachrichten: true } });
    expect(unchanged.statusCode).toBe(200);
    const log = await colleagueCall('GET', `/api/berater/kunden/${customer.user.id}/protokoll`);
    expect(log.statusCode).toBe(200);
    const { entries } = log.json();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adviserName: 'Sonja Keller',
      action: 'settings_changed',
      changes: [{ key: 'config.nachrichten', before: false, after: true }],
    });
    expect(Date.now() - Date.parse(entries[0].at)).toBeLessThan(60_000);
  });

  it("answers 404 for another agency's customer, before looking at the body, and changes nothing", async () => {
    const { foreign, call } = await setup();
    for (const body of [{ config: { nachrichten: true } }, { config: { unbekannt: true } }]) {
      const response = await call('PUT', url(foreign.user.id), body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('could_not_find_customer');
    }
    const log = await call('GET', `/api/berater/kunden/${foreign.user.id}/protokoll`);
    expect(log.statusCode).toBe(404);
  });

  it.each([
    ['an unknown flag', { config: { superuser: true } }, 'config.superuser=>'],
    ['a flag that is no boolean', { config: { nachrichten: 'ja' } }, 'config.nachrichten=>'],
    ['an unknown account type', { accountTyp: 'admin' }, 'accountTyp=>'],
    ['an unknown feature', { features: { chat: true } }, 'features.chat=>'],
    ['an unknown key', { config: { wecker: true }, role: 'adviser' }, '=>'],
    ['nothing to change', {}, 'Es wurde keine Einstellung angegeben.'],
  ])('refuses %s with 422 and changes nothing', async (_name, body, entry) => {
    const { customer, call } = await setup();
    const response = await call('PUT', url(customer.user.id), body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.join('\n')).toContain(entry);
    const log = await call('GET', `/api/berater/kunden/${customer.user.id}/protokoll`);
    expect(log.json().entries).toEqual([]);
  });

  it('takes every flag of section 6', async () => {
    const { customer, call } = await setup();
    const all = Object.fromEntries(adviserSetFlags.map((flag) => [flag, true]));
    const response = await call('PUT', url(customer.user.id), { config: all });
    expect(response.statusCode).toBe(200);
    for (const flag of adviserSetFlags) expect(response.json().settings.config[flag], flag).toBe(true);
  });
});
