import { describe, expect, it } from 'vitest';
import { clientHeaders, createTestCustomer, uniqueIp, useTestApp } from '../../helpers/test-app';

// The spec's limit of 10 failures per account; load shedding off, so a burst is answered by the limits alone.
const t = useTestApp({
  LOGIN_MAX_FAILURES_ACCOUNT: '10',
  LOGIN_MAX_FAILURES_IP: '10',
  PRESSURE_MAX_DB_WAITING: '0',
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
});

function postLogin(payload: object, ip: string, url = '/api/login') {
  return t.app.inject({ method: 'POST', url, headers: clientHeaders, payload, remoteAddress: ip });
}

/** Statuses of the responses, counted, and every 429 checked for its Retry-After. */
function tally(responses: { statusCode: number; headers: Record<string, unknown> }[]) {
  const counts: Record<number, number> = {};
  for (const response of responses) {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    if (response.statusCode === 429) {
      const seconds = Number(response.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 15 * 60).toBe(true);
    }
  }
  return counts;
}

// Issue 27, item 30: counting after the password check let 31–40 of 40 parallel guesses be checked.
describe('login limits under parallel requests', () => {
  it.each([40, 100])(
    'checks exactly 10 of %i parallel wrong passwords for one account from different addresses; the rest get 429 with Retry-After',
    async (burst) => {
      const customer = await createTestCustomer({ password: 'Richtig!2026' });
      const responses = await Promise.all(
        Array.from({ length: burst }, (_, i) =>
          postLogin({ email: customer.email, password: `Falsch!${i}` }, uniqueIp()),
        ),
      );
      expect(tally(responses)).toEqual({ 401: 10, 429: burst - 10 });
      expect(
        (await postLogin({ email: customer.email, password: 'Richtig!2026' }, uniqueIp())).statusCode,
      ).toBe(429);
    },
  );

  it('checks exactly 10 of 40 parallel guesses from one address across accounts', async () => {
    const ip = uniqueIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postLogin({ email: `burst-${ip}-${i}@example.com`, password: 'Falsch!2026' }, ip),
      ),
    );
    expect(tally(responses)).toEqual({ 401: 10, 429: 30 });
  });

  it('checks exactly 10 of 40 parallel wrong passwords on the workspace login', async () => {
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        postLogin({ email: customer.email, password: 'Falsch!2026' }, uniqueIp(), '/api/berater/login'),
      ),
    );
    expect(tally(responses)).toEqual({ 401: 10, 429: 30 });
  });

  it('keeps the boundary: the 10th failure is checked, the 11th request refused, and a success counts nothing', async () => {
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    for (let i = 0; i < 9; i++) {
      expect(
        (await postLogin({ email: customer.email, password: 'Falsch!2026' }, uniqueIp())).statusCode,
      ).toBe(401);
    }
    expect(
      (await postLogin({ email: customer.email, password: 'Richtig!2026' }, uniqueIp())).statusCode,
    ).toBe(200);
    // The success forgot the nine failures: ten more are checked before the account is blocked.
    for (let i = 0; i < 10; i++) {
      expect(
        (await postLogin({ email: customer.email, password: 'Falsch!2026' }, uniqueIp())).statusCode,
      ).toBe(401);
    }
    const refused = await postLogin({ email: customer.email, password: 'Richtig!2026' }, uniqueIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('counts no failure of the address for successful logins', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) {
      const customer = await createTestCustomer({ password: 'Richtig!2026' });
      expect((await postLogin({ email: customer.email, password: 'Richtig!2026' }, ip)).statusCode).toBe(200);
    }
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postLogin({ email: `nach-${ip}-${i}@example.com`, password: 'x' }, ip),
      ),
    );
    expect(tally(guesses)).toEqual({ 401: 10, 429: 2 });
  });
});
