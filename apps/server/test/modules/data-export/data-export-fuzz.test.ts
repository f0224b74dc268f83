import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { hasProtoKey } from '../../helpers/proto-key';
import { authHeaders, createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

/**
 * 1,000 generated bodies on POST /api/users/export, which takes none: never a 5xx; a JSON object with a
 * key or any other JSON value is refused with 422 (one with a "__proto__" key by Fastify with 400); nothing, null or {} is no body (202, then the day's
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
        const payload = JSON.stringify(body);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users/export',
          headers: { ...authHeaders(token), 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload).toBeLessThan(500);
        // Fastify refuses prototype poisoning (a "__proto__" key) before any route (400).
        if (hasProtoKey(payload)) expect([400, 422], payload).toContain(response.statusCode);
        else if (isNoBody(body)) expect([202, 429], payload).toContain(response.statusCode);
        else expect(response.statusCode, payload).toBe(422);
      }),
      {
        numRuns: FUZZ_RUNS,
        examples: [[{ a: 1 }], [[]], ['x'], [0], [null], [{}], [JSON.parse('{"__proto__":1}')]],
      },
    );
    await t.app.backgroundJobs.idle();
  });
});
