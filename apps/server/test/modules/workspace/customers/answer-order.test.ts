import { describe, it } from 'vitest';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../../helpers/test-app';

const t = useTestApp();

/** A query the list refuses with 422 (an unknown key), and one id per route. */
const INVALID_QUERY = '?q=Anna&sort=name';

describe('the order of the workspace customers answers: 401, 403, then 404 or 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403, whatever the query or id", async () => {
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    await expectAdviserSessionBeforeBody(t.app, asCustomer, [
      ['GET', `/api/berater/kunden${INVALID_QUERY}`],
      ['GET', `/api/berater/kunden/${customer.user.id}`],
      ['GET', '/api/berater/kunden/abc'],
    ]);
  });
});
