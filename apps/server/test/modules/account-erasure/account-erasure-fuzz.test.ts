import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { hasProtoKey } from '../../helpers/proto-key';
import { authHeaders, createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

/**
 * 1,000 generated bodies on POST /api/users/loeschen: never a 5xx. Anything but `{ password: text }` is
 * refused (422; a "__proto__" key by Fastify with 400); a password is checked: the right one asks for the
 * erasure (202), a wrong one is 422 at `password`, and many wrong ones are the login throttle's 429.
 */
const t = useTestApp();
let token: string;
let password: string;
beforeAll(async () => {
  const customer = await createTestCustomer();
  password = customer.password;
  token = await loginAs(t.app, customer.email, customer.password);
});

const bodies = fc.oneof(
  fc.jsonValue(),
  fc.record({ password: fc.string({ maxLength: 60 }) }),
  fc.record({ password: fc.jsonValue() }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 3 }),
);

const isPasswordBody = (body: unknown): body is { password: string } =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length === 1 &&
  typeof (body as { password?: unknown }).password === 'string' &&
  (body as { password: string }).password.length > 0;

describe('POST /api/users/loeschen with generated bodies', () => {
  it('never answers a 5xx; refuses all but a password', async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const payload = JSON.stringify(body);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users/loeschen',
          headers: { ...authHeaders(token), 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload).toBeLessThan(500);
        if (hasProtoKey(payload)) expect([400, 422], payload).toContain(response.statusCode);
        else if (isPasswordBody(body)) expect([202, 422, 429], payload).toContain(response.statusCode);
        else expect(response.statusCode, payload).toBe(422);
      }),
      {
        numRuns: FUZZ_RUNS,
        examples: [[{ password }], [{ password: 'falsch' }], [{}], [null], [[]], [{ password: 1 }]],
      },
    );
    // scrypt at the test's low cost: the 1,000 bodies stay well under the test's timeout.
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
