import { describe, expect, it } from 'vitest';
import {
  clientHeaders,
  createTestCustomer,
  jsonCaller,
  loginAs,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

/** A query the list refuses with 422 (an unknown key), and one id per route. */
const INVALID_QUERY = '?q=Anna&sort=name';

describe('the order of the workspace customers answers: 401, 403, then 404 or 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403, whatever the query or id", async () => {
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    for (const url of [
      `/api/berater/kunden${INVALID_QUERY}`,
      `/api/berater/kunden/${customer.user.id}`,
      '/api/berater/kunden/abc',
    ]) {
      const anonymous = await t.app.inject({ method: 'GET', url, headers: clientHeaders });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error).toBe('token_not_provided');
      const refused = await asCustomer('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toBe('role_not_permitted');
    }
  });
});
