import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { authHeaders, createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

/**
 * 1,000 generated bodies on POST /api/users/export, which takes none: never a 5xx; a JSON object with a
 * key or any other JSON value is refused with 422; nothing, null or {} is no body (202, then the day's
 * limit's 429).
 */
const t = useTestApp();
let token: string;
beforeAll(async () => {
  const customer = await createTestCustomer();
  token = await loginAs(t.app, customer.email, customer.password);
});

const isNoBody = (body: unknown) =>
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body as object).length === 0);

describe('POST /api/users/export with generated bodies', () => {
  it('refuses every body (422), never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users/export',
          headers: { ...authHeaders(token), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (isNoBody(body)) expect([202, 429]).toContain(response.statusCode);
        else expect(response.statusCode).toBe(422);
      }),
      { numRuns: FUZZ_RUNS, examples: [[{ a: 1 }], [[]], ['x'], [0], [null], [{}]] },
    );
    await t.app.backgroundJobs.idle();
  });
});
