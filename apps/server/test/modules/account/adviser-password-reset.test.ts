import { describe, expect, it } from 'vitest';
import { call, codeFromLink, lastMailTo, strongPassword } from '../../helpers/account-flows';
import { mailsTo } from '../../helpers/outbox-files';
import {
  authHeaders,
  createTestAdviser,
  createTestCustomer,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp({ FORGOT_MAX_PER_EMAIL: '2', FORGOT_MAX_PER_IP: '20' });

async function requestAdviserReset(email: string) {
  const response = await call(t.app, 'POST', '/api/berater/passwort/vergessen', { payload: { email } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ send: true });
}

/** The code of the workspace's reset link in a mail. */
function adviserCodeFrom(text: string): string {
  const code = /\/#\/berater\/passwort\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!code) throw new Error(`no workspace reset link in: ${text}`);
  return code;
}

function adviserReset(code: string, password = strongPassword()) {
  return call(t.app, 'POST', '/api/berater/passwort/neu', {
    payload: { code, password, password_confirmation: password },
  });
}

describe("the workspace's own password reset", () => {
  it('mails the adviser a link to the workspace; the new password logs in, the old one not', async () => {
    const adviser = await createTestAdviser();
    const oldToken = await loginAsAdviser(t.app, adviser.email, adviser.password);
    await requestAdviserReset(adviser.email.toUpperCase());
    const mail = await lastMailTo(t, adviser.email);
    expect(mail.subject).toBe('Passwort für den Beraterbereich zurücksetzen');
    expect(mail.text).toMatch(/^Guten Tag,/);
    const code = adviserCodeFrom(mail.text);
    expect(mail.text).toContain(`${t.config.publicUrl}/#/berater/passwort/${code}`);

    const password = strongPassword();
    const response = await adviserReset(code, password);
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json();
    // The answer is an adviser's session; every other session of the adviser has ended.
    const me = await t.app.inject({ method: 'GET', url: '/api/berater/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/berater/me', headers: authHeaders(oldToken) });
    expect(old.statusCode).toBe(401);
    expect(await loginAsAdviser(t.app, adviser.email, password)).toEqual(expect.any(String));
    const stale = await call(t.app, 'POST', '/api/berater/login', {
      payload: { email: adviser.email, password: adviser.password },
    });
    expect(stale.statusCode).toBe(401);
    // Single use.
    expect((await adviserReset(code)).json().errors).toEqual([expect.stringMatching(/^code=>/)]);
  });

  it('keeps the sides apart: no workspace link for a customer, no customer link for an adviser', async () => {
    const customer = await createTestCustomer();
    const adviser = await createTestAdviser();
    await requestAdviserReset(customer.email);
    await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email: adviser.email } });
    await t.app.outbox.runOnce();
    expect(await mailsTo(t.dataDir, customer.email)).toEqual([]);
    expect(await mailsTo(t.dataDir, adviser.email)).toEqual([]);

    // A customer's code does not work on the workspace's page, and the reverse.
    await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email: customer.email } });
    const customerCode = codeFromLink((await lastMailTo(t, customer.email)).text, 'Passwortvergessen');
    const wrongSide = await adviserReset(customerCode);
    expect(wrongSide.statusCode).toBe(422);
    expect(wrongSide.json().errors).toEqual([expect.stringMatching(/^code=>/)]);
    await requestAdviserReset(adviser.email);
    const adviserCode = adviserCodeFrom((await lastMailTo(t, adviser.email)).text);
    const password = strongPassword();
    const customerPage = await call(t.app, 'POST', '/api/password/forgot', {
      payload: { code: adviserCode, password, password_confirmation: password },
    });
    expect(customerPage.statusCode).toBe(422);
    // Refused on the wrong side, the code still works on its own.
    expect((await adviserReset(adviserCode)).statusCode).toBe(200);
  });

  it('checks the body and the password policy like the customer reset, and limits requests', async () => {
    const adviser = await createTestAdviser();
    for (const [payload, field] of [
      [{ email: 'kaputt@' }, 'email'],
      [{}, 'email'],
      [{ email: adviser.email, extra: 1 }, 'extra'],
    ] as const) {
      const response = await call(t.app, 'POST', '/api/berater/passwort/vergessen', { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors.join('\n')).toContain(`${field}=>`);
    }
    await requestAdviserReset(adviser.email);
    const code = adviserCodeFrom((await lastMailTo(t, adviser.email)).text);
    const weak = await call(t.app, 'POST', '/api/berater/passwort/neu', {
      payload: { code, password: 'kurz', password_confirmation: 'kurz' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0]).toMatch(/^password=>/);
    const mismatch = await call(t.app, 'POST', '/api/berater/passwort/neu', {
      payload: { code, password: strongPassword(), password_confirmation: strongPassword() },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.join('\n')).toContain('password_confirmation=>');

    // FORGOT_MAX_PER_EMAIL 2: the second request above was the last one.
    await requestAdviserReset(adviser.email);
    const limited = await call(t.app, 'POST', '/api/berater/passwort/vergessen', {
      payload: { email: adviser.email },
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe("the adviser's password change on 'Mein Zugang'", () => {
  it('needs the current password, ends the other sessions and sends the workspace notice', async () => {
    const adviser = await createTestAdviser();
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const other = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/berater/passwort/aendern',
        headers: authHeaders(token),
        payload,
      });
    const password = strongPassword();
    const wrong = await change({
      password: 'Falsch!2026',
      neues_passwort: password,
      password_new_confirmation: password,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatch(/^password=>/);
    const weak = await change({
      password: adviser.password,
      neues_passwort: 'kurz',
      password_new_confirmation: 'kurz',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0]).toMatch(/^neues_passwort=>/);

    const done = await change({
      password: adviser.password,
      neues_passwort: password,
      password_new_confirmation: password,
    });
    expect(done.statusCode, done.body).toBe(200);
    const me = (bearer: string) =>
      t.app.inject({ method: 'GET', url: '/api/berater/me', headers: authHeaders(bearer) });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await loginAsAdviser(t.app, adviser.email, password)).toEqual(expect.any(String));
    const mail = await lastMailTo(t, adviser.email);
    expect(mail.subject).toBe('Ihr Passwort für den Beraterbereich wurde geändert');
    expect(mail.text).toContain(`${t.config.publicUrl}/#/berater/login`);
  });
});
