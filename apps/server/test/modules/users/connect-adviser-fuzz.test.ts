import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { authHeaders, createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

/** 1,000 generated bodies on POST /api/users/berater: never a 5xx, and only a known code connects. */
const t = useTestApp({ ADVISER_REQUESTS_MAX_PER_USER: '100000' });

describe('POST /api/users/berater with generated bodies', () => {
  it('answers 200, 422 or 403 (400 for a __proto__ key), never a 5xx', async () => {
    const { db } = await getDatabase();
    const code = `fuzz-${randomUUID().slice(0, 8)}`;
    await createAgent(db, { signupCode: code });
    const c = await createTestCustomer({ withAgent: false });
    const headers = {
      ...authHeaders(await loginAs(t.app, c.email, c.password)),
      'content-type': 'application/json',
    };
    const value = fc.oneof(
      fc.constantFrom(
        code,
        code.toUpperCase(),
        ` ${code} `,
        '',
        '  ',
        'berger-x',
        'a'.repeat(64),
        'a'.repeat(65),
      ),
      fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
        maxLength: 80,
      }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const body = fc.oneof(
      fc.record({ code: value }, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('code', 'agent', 'agent_id', '__proto__', 'x'), value, { maxKeys: 3 }),
      value,
    );
    let connected = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users/berater',
          headers,
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 400) expect(JSON.stringify(payload)).toContain('__proto__');
        else expect([200, 403, 422]).toContain(response.statusCode);
        if (response.statusCode === 200) connected += 1;
      }),
      { numRuns: FUZZ_RUNS },
    );
    // The first known code connected; every later attempt is refused (403), never a second adviser.
    expect(connected).toBeLessThanOrEqual(1);
  }, 120_000);
});
