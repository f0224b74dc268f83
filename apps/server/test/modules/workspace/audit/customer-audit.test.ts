import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../../src/db/factories';
import { getDatabase } from '../../../helpers/database';
import {
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

const url = (id: number | string) => `/api/berater/kunden/${id}/protokoll`;

async function setup() {
  const { db } = await getDatabase();
  const agency = await createAgent(db);
  const adviser = await createTestAdviser({ agencyId: agency.id, firstName: 'Sonja', lastName: 'Keller' });
  const customer = await createTestCustomer({ withAgent: false, agentId: agency.id });
  const foreign = await createTestCustomer();
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const customerCall = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  return { adviser, customer, foreign, call, customerCall };
}

describe('GET /api/berater/kunden/{id}/protokoll (workspace/audit)', () => {
  it("lists the agency's changes to its customer, newest first, in the described shape", async () => {
    const { customer, call } = await setup();
    for (const nachrichten of [true, false])
      expect(
        (
          await call('PUT', `/api/berater/kunden/${customer.user.id}/einstellungen`, {
            config: { nachrichten },
          })
        ).statusCode,
      ).toBe(200);
    const response = await call('GET', url(customer.user.id));
    expect(response.statusCode, response.body).toBe(200);
    const { entries } = response.json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      adviserName: 'Sonja Keller',
      action: 'settings_changed',
      changes: [{ key: 'config.nachrichten', before: true, after: false }],
    });
  });

  it("answers 401 without a token, 403 for a customer's token, then 404 for no customer of the agency", async () => {
    const { customer, foreign, adviser, call, customerCall } = await setup();
    const anonymous = await t.app.inject({
      method: 'GET',
      url: url(customer.user.id),
      headers: clientHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await customerCall('GET', url(customer.user.id));
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error).toBe('role_not_permitted');
    for (const id of [foreign.user.id, adviser.user.id, 2_147_483_647, 2_147_483_648, 'abc', '01']) {
      const response = await call('GET', url(id));
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error).toBe('could_not_find_customer');
    }
  });
});
