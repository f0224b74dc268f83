import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountCodes, outbox } from '../../../src/db/schema';
import { call, codeFromLink, lastMailTo, strongPassword } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { mailsTo } from '../../helpers/outbox-files';
import { createTestCustomer, loginAs, uniqueIp, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ FORGOT_MAX_PER_EMAIL: '2', FORGOT_MAX_PER_IP: '3' });

const LINK_INVALID = ['code=>Der Link ist nicht mehr gültig'];

async function requestReset(email: string) {
  const response = await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ send: true });
  return codeFromLink((await lastMailTo(t, email)).text, 'Passwortvergessen');
}

function reset(code: string, password = strongPassword()) {
  return call(t.app, 'POST', '/api/password/forgot', {
    payload: { code, password, password_confirmation: password },
  });
}

describe('POST /api/password/forgot_request', () => {
  it('mails a single-use link to the account, whatever the case of the address', async () => {
    const customer = await createTestCustomer();
    const response = await call(t.app, 'POST', '/api/password/forgot_request', {
      payload: { email: customer.email.toUpperCase() },
    });
    expect(response.json()).toEqual({ send: true });
    const mail = await lastMailTo(t, customer.email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    const code = codeFromLink(mail.text, 'Passwortvergessen');
    expect(mail.text).toContain(`${t.config.publicUrl}/#/intro/Passwortvergessen/${code}`);
    const { db } = await getDatabase();
    const [row] = await db.select().from(accountCodes).where(eq(accountCodes.userId, customer.user.id));
    expect(row?.purpose).toBe('password_reset');
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const email = `niemand-${randomUUID()}@example.com`;
    const { db } = await getDatabase();
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    const response = await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ send: true });
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    expect(after[0]?.n).toBe(before[0]?.n);
    await t.app.outbox.runOnce();
    expect(await mailsTo(t.dataDir, email)).toEqual([]);
  });

  it('sends nothing to an inactive account', async () => {
    const customer = await createTestCustomer({ active: false });
    await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email: customer.email } });
    await t.app.outbox.runOnce();
    expect(await mailsTo(t.dataDir, customer.email)).toEqual([]);
  });

  it.each([
    ['a bad address', { email: 'kaputt@' }, ['email=>Bitte gib eine gültige E-Mail-Adresse ein.']],
    ['no address', {}, ['email=>Dieses Feld ist ein Pflichtfeld.']],
    ['no body', undefined, ['email=>Ungültige Eingabe: erwartet object, erhalten undefined']],
  ])('answers %s with send false and fehler_art EmailErr', async (_name, payload, errors) => {
    const response = await call(t.app, 'POST', '/api/password/forgot_request', { payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ send: false, fehler_art: 'EmailErr' });
    expect(response.json().errors).toHaveLength(errors.length);
    expect(response.json().errors[0]).toMatch(/^email=>/);
  });

  it('answers its 422 in its own shape, key by key: send and fehler_art before the entries', async () => {
    const response = await call(t.app, 'POST', '/api/password/forgot_request', {
      payload: { email: 'kaputt@', fremd: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toBe(
      JSON.stringify({
        error: 'validation_failed',
        message: 'Bitte überprüfe deine Eingaben.',
        send: false,
        fehler_art: 'EmailErr',
        errors: [
          'email=>Bitte gib eine gültige E-Mail-Adresse ein.',
          'fremd=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
        ],
      }),
    );
  });

  it('limits requests per address (known or not) and per client address', async () => {
    const email = `limit-${randomUUID()}@example.com`;
    for (let i = 0; i < 2; i++) {
      expect(
        (await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email } })).statusCode,
      ).toBe(200);
    }
    const blocked = await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_requests');

    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      const response = await call(t.app, 'POST', '/api/password/forgot_request', {
        payload: { email: `ip-${randomUUID()}@example.com` },
        ip,
      });
      expect(response.statusCode).toBe(200);
    }
    const byIp = await call(t.app, 'POST', '/api/password/forgot_request', {
      payload: { email: `ip-${randomUUID()}@example.com` },
      ip,
    });
    expect(byIp.statusCode).toBe(429);
  });
});

describe('POST /api/password/forgot', () => {
  it('sets the password, ends every other session, logs in, and the code works once', async () => {
    const customer = await createTestCustomer();
    const oldToken = await loginAs(t.app, customer.email, customer.password);
    const code = await requestReset(customer.email);
    const password = strongPassword();
    const response = await reset(code, password);
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json();
    expect((await call(t.app, 'GET', '/api/users/me', { token })).statusCode).toBe(200);
    const old = await call(t.app, 'GET', '/api/users/me', { token: oldToken });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('The token has been blacklisted');

    expect(
      (await call(t.app, 'POST', '/api/login', { payload: { email: customer.email, password } })).statusCode,
    ).toBe(200);
    const oldPassword = await call(t.app, 'POST', '/api/login', {
      payload: { email: customer.email, password: customer.password },
    });
    expect(oldPassword.statusCode).toBe(401);

    const again = await reset(code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(LINK_INVALID);
  });

  it('refuses an expired code and an unknown one with the code field message', async () => {
    const customer = await createTestCustomer();
    const code = await requestReset(customer.email);
    const { db } = await getDatabase();
    await db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountCodes.userId, customer.user.id));
    for (const bad of [code, 'unbekannt']) {
      const response = await reset(bad);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(LINK_INVALID);
    }
  });

  it('a newer password change retires open reset codes', async () => {
    const customer = await createTestCustomer({ config: { change_passwort: true } });
    const code = await requestReset(customer.email);
    const token = await loginAs(t.app, customer.email, customer.password);
    const next = strongPassword();
    const changed = await call(t.app, 'POST', '/api/password/change', {
      token,
      payload: { password: customer.password, neues_passwort: next, password_new_confirmation: next },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(code)).json().errors).toEqual(LINK_INVALID);
  });

  it("changes only the code owner's password, never another customer's", async () => {
    const owner = await createTestCustomer();
    const other = await createTestCustomer();
    const code = await requestReset(owner.email);
    const response = await reset(code);
    const me = await call(t.app, 'GET', '/api/users/me', { token: response.json().token });
    expect(me.json().user.email).toBe(owner.email);
    expect(await loginAs(t.app, other.email, other.password)).toBeTypeOf('string');
  });

  it('does not take an activation or e-mail change code', async () => {
    const customer = await createTestCustomer({ config: { change_email: true } });
    const token = await loginAs(t.app, customer.email, customer.password);
    const newAddress = `neu-${randomUUID()}@example.com`;
    await call(t.app, 'POST', '/api/email/change', {
      token,
      payload: { email: newAddress, password: customer.password },
    });
    const code = codeFromLink((await lastMailTo(t, newAddress)).text, 'email');
    expect((await reset(code)).json().errors).toEqual(LINK_INVALID);
  });

  it('checks the new password (policy, confirmation, common list) and keeps the code on failure', async () => {
    const customer = await createTestCustomer();
    const code = await requestReset(customer.email);
    const weak = await call(t.app, 'POST', '/api/password/forgot', {
      payload: { code, password: 'schwach', password_confirmation: 'anders' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual([
      'password=>Das Passwort erfüllt nicht alle Anforderungen.',
      'password_confirmation=>Die Passwörter stimmen nicht überein.',
    ]);
    const common = await call(t.app, 'POST', '/api/password/forgot', {
      payload: { code, password: 'P@ssw0rd', password_confirmation: 'P@ssw0rd' },
    });
    expect(common.json().errors).toEqual([
      'password=>Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
    ]);
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('lets the reset account log in again after it was blocked by failed logins', async () => {
    const customer = await createTestCustomer();
    for (let i = 0; i < 5; i++) {
      await call(t.app, 'POST', '/api/login', {
        payload: { email: customer.email, password: 'Falsch!2026' },
      });
    }
    const code = await requestReset(customer.email);
    const password = strongPassword();
    expect((await reset(code, password)).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/login', { payload: { email: customer.email, password } })).statusCode,
    ).toBe(200);
  });

  it('never fails with a 5xx on a bad body', async () => {
    for (const payload of [undefined, [1], { code: 5, password: {} }, { code: 'x'.repeat(5000) }]) {
      expect((await call(t.app, 'POST', '/api/password/forgot', { payload })).statusCode).toBe(422);
    }
  });

  it('keeps codes, passwords and tokens out of the logs', async () => {
    const customer = await createTestCustomer();
    const code = await requestReset(customer.email);
    const password = strongPassword();
    const response = await reset(code, password);
    const text = t.logs.join('');
    expect(text).not.toContain(code);
    expect(text).not.toContain(password);
    expect(text).not.toContain(response.json().token);
  });
});
