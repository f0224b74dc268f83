import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountCodes } from '../../../src/db/schema';
import { call, codeFromLink, lastMailTo, strongPassword } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { createTestAdviser, createTestCustomer, uniqueIp, useTestApp } from '../../helpers/test-app';

/**
 * The check of a reset link when its page opens (issue 27, item 25; ADR 040): valid or not, nothing
 * more, the code stays usable, and the checks of one client address are limited.
 */
const MAX = 4;
const t = useTestApp({ RESET_CHECKS_MAX_PER_IP: String(MAX), PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' });

const CHECK = '/api/password/forgot_check';
const ADVISER_CHECK = '/api/berater/passwort/pruefen';

async function resetCodeOf(email: string, url = '/api/password/forgot_request') {
  expect((await call(t.app, 'POST', url, { payload: { email } })).statusCode).toBe(200);
  const text = (await lastMailTo(t, email)).text;
  if (url === '/api/password/forgot_request') return codeFromLink(text, 'Passwortvergessen');
  return /\/#\/berater\/passwort\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
}

function check(code: unknown, options: { url?: string; ip?: string } = {}) {
  return call(t.app, 'POST', options.url ?? CHECK, { payload: { code }, ip: options.ip });
}

function reset(code: string, password = strongPassword()) {
  return call(t.app, 'POST', '/api/password/forgot', {
    payload: { code, password, password_confirmation: password },
  });
}

describe('POST /api/password/forgot_check', () => {
  it('answers valid for an open code without using it; once used, invalid', async () => {
    const customer = await createTestCustomer();
    const code = await resetCodeOf(customer.email);
    for (let n = 0; n < 2; n += 1) {
      const response = await check(code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ valid: true });
    }
    expect((await reset(code)).statusCode).toBe(200);
    const used = await check(code);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ valid: false });
    // Checked as valid, then used elsewhere: the reset itself still refuses it.
    expect((await reset(code)).json().errors).toEqual(['code=>Der Link ist nicht mehr gültig']);
  });

  it('answers an expired code, an unknown one and another side’s code alike', async () => {
    const customer = await createTestCustomer();
    const expired = await resetCodeOf(customer.email);
    const { db } = await getDatabase();
    await db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountCodes.userId, customer.user.id));
    const adviser = await createTestAdviser();
    const adviserCode = await resetCodeOf(adviser.email, '/api/berater/passwort/vergessen');
    expect((await check(adviserCode, { url: ADVISER_CHECK })).json()).toEqual({ valid: true });

    const answers = await Promise.all(
      [expired, 'unbekannt', adviserCode].map(async (code) => {
        const response = await check(code);
        return { status: response.statusCode, body: response.body };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: '{"valid":false}' });
    expect((await check(await resetCodeOf(customer.email), { url: ADVISER_CHECK })).json()).toEqual({
      valid: false,
    });
  });

  it('refuses a malformed body with 422 field entries, never a 5xx', async () => {
    const cases: [unknown, string][] = [
      [{}, 'code=>Dieses Feld ist ein Pflichtfeld.'],
      [{ code: '  ' }, 'code=>Der Link ist nicht mehr gültig'],
      [{ code: 5 }, 'code=>Dieses Feld ist ein Pflichtfeld.'],
      [{ code: 'x'.repeat(201) }, expect.stringMatching(/^code=>/) as unknown as string],
      [
        { code: 'abc', extra: 1 },
        'extra=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
      ],
    ];
    for (const [payload, entry] of cases) {
      const response = await call(t.app, 'POST', CHECK, { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toContainEqual(entry);
    }
    for (const payload of [undefined, [1], null]) {
      const response = await call(t.app, 'POST', CHECK, { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });

  it(`answers ${MAX} checks of one client address, refuses the next with 429 and Retry-After`, async () => {
    const ip = uniqueIp();
    for (let n = 1; n <= MAX; n += 1) {
      const response = await check(`unbekannt-${n}`, { ip, url: n % 2 === 0 ? ADVISER_CHECK : CHECK });
      expect(response.statusCode, `check ${n}`).toBe(200);
    }
    const refused = await check('unbekannt', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests', message: expect.any(String) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.rateLimits.windowSeconds);
    expect((await check('unbekannt', { ip: uniqueIp() })).statusCode).toBe(200);
  });

  it('keeps the code out of the logs', async () => {
    const customer = await createTestCustomer();
    const code = await resetCodeOf(customer.email);
    expect((await check(code)).statusCode).toBe(200);
    expect(t.logs.join('')).not.toContain(code);
  });
});
