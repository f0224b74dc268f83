import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import {
  clientHeaders,
  createTestApp,
  createTestCustomer,
  uniqueIp,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp();

function postLogin(payload: unknown, ip = uniqueIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: clientHeaders,
    payload: payload as object,
    remoteAddress: ip,
  });
}

describe('POST /api/login', () => {
  it('returns a token for the right credentials, whatever the e-mail case', async () => {
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    const response = await postLogin({ email: customer.email.toUpperCase(), password: 'Richtig!2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a wrong password and an unknown e-mail alike with invalid_credentials', async () => {
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    const wrong = await postLogin({ email: customer.email, password: 'Falsch!2026' });
    const unknown = await postLogin({ email: 'niemand-hier@example.com', password: 'Falsch!2026' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'invalid_credentials',
        message: 'Die Zugangsdaten sind falsch.',
      });
    }
  });

  it('answers bad input with 422 field=>message entries in German', async () => {
    const response = await postLogin({ email: 'keine-mail', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'email=>Bitte gib eine gültige E-Mail-Adresse ein.',
      'password=>Dieses Feld ist ein Pflichtfeld.',
    ]);
  });

  it.each([
    ['no body', undefined],
    ['an array', [1, 2]],
    ['wrong types', { email: 5, password: { a: 1 } }],
    ['a huge password', { email: 'a@example.com', password: 'x'.repeat(5000) }],
  ])('never fails with a 5xx for %s', async (_name, payload) => {
    const response = await postLogin(payload);
    expect(response.statusCode).toBe(422);
    expect(Array.isArray(response.json().errors)).toBe(true);
  });

  it('answers malformed JSON with a German 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Die Anfrage ist ungültig.' });
  });

  it('refuses an inactive account with user_not_active', async () => {
    const customer = await createTestCustomer({ password: 'Richtig!2026', active: false });
    const response = await postLogin({ email: customer.email, password: 'Richtig!2026' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'user_not_active', message: 'Der Benutzer ist nicht aktiv.' });
  });

  it('raises the password hash to the configured cost on login', async () => {
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    const stronger = await createTestApp({ PASSWORD_SCRYPT_LOG_N: '11' });
    try {
      const response = await stronger.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: clientHeaders,
        payload: { email: customer.email, password: 'Richtig!2026' },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(200);
      const { db } = await getDatabase();
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, customer.user.id));
      expect(row?.hash?.startsWith('scrypt$11$')).toBe(true);
    } finally {
      await stronger.app.close();
    }
  });
});

describe('login limits', () => {
  it('blocks an account after 5 failures with a German 429, even with the right password', async () => {
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    for (let i = 0; i < 5; i++) {
      expect((await postLogin({ email: customer.email, password: `Falsch!${i}` })).statusCode).toBe(401);
    }
    const blocked = await postLogin({ email: customer.email, password: 'Richtig!2026' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es dann erneut.',
    );
  });

  it('blocks an address after 12 failures across accounts, and leaves other addresses alone', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) {
      expect(
        (await postLogin({ email: `raten-${i}@example.com`, password: 'Falsch!2026' }, ip)).statusCode,
      ).toBe(401);
    }
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    expect((await postLogin({ email: customer.email, password: 'Richtig!2026' }, ip)).statusCode).toBe(429);
    expect((await postLogin({ email: customer.email, password: 'Richtig!2026' })).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful login', async () => {
    const customer = await createTestCustomer({ password: 'Richtig!2026' });
    for (let i = 0; i < 4; i++) await postLogin({ email: customer.email, password: 'Falsch!2026' });
    expect((await postLogin({ email: customer.email, password: 'Richtig!2026' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await postLogin({ email: customer.email, password: 'Falsch!2026' });
    expect((await postLogin({ email: customer.email, password: 'Richtig!2026' })).statusCode).toBe(200);
  });
});

describe('secrets in logs', () => {
  it('never writes a password or a token into a log line', async () => {
    const customer = await createTestCustomer({ password: 'Sehr!Geheim2026' });
    const login = await postLogin({ email: customer.email, password: 'Sehr!Geheim2026' });
    const token = login.json().token as string;
    await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...clientHeaders, authorization: `Bearer ${token}` },
    });
    await postLogin({ email: customer.email, password: 'Falsch!Geheim2026' });
    await t.app.inject({ method: 'GET', url: '/api/users/me?token=abc.def.ghi', headers: clientHeaders });
    const text = t.logs.join('');
    expect(t.logs.length).toBeGreaterThan(0);
    expect(text).not.toContain('Sehr!Geheim2026');
    expect(text).not.toContain('Falsch!Geheim2026');
    expect(text).not.toContain(token);
    expect(text).not.toContain('abc.def.ghi');
    expect(text).not.toContain('kundenportal-web-secret');
  });
});
