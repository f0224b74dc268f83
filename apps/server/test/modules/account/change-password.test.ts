import { describe, expect, it } from 'vitest';
import { call, lastMailTo, strongPassword } from '../../helpers/account-flows';
import { createTestCustomer, loginAs, uniqueIp, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const allowed = () => createTestCustomer({ config: { change_passwort: true } });

function change(token: string, body: Record<string, unknown>, ip?: string) {
  return call(t.app, 'POST', '/api/password/change', { token, payload: body, ...(ip ? { ip } : {}) });
}

describe('POST /api/password/change', () => {
  it('changes the password, keeps this session, ends the others and sends a notice', async () => {
    const customer = await allowed();
    const token = await loginAs(t.app, customer.email, customer.password);
    const other = await loginAs(t.app, customer.email, customer.password);
    const next = strongPassword();
    const response = await change(token, {
      password: customer.password,
      neues_passwort: next,
      password_new_confirmation: next,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Die Änderungen wurden gespeichert.' });

    expect((await call(t.app, 'GET', '/api/users/me', { token })).statusCode).toBe(200);
    const ended = await call(t.app, 'GET', '/api/users/me', { token: other });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('The token has been blacklisted');

    expect(await loginAs(t.app, customer.email, next)).toBeTypeOf('string');
    const old = await call(t.app, 'POST', '/api/login', {
      payload: { email: customer.email, password: customer.password },
    });
    expect(old.statusCode).toBe(401);

    const mail = await lastMailTo(t, customer.email);
    expect(mail.subject).toBe('Dein Passwort wurde geändert');
    expect(mail.text).not.toContain(next);
  });

  it('refuses a wrong current password on the password field', async () => {
    const customer = await allowed();
    const token = await loginAs(t.app, customer.email, customer.password);
    const next = strongPassword();
    const response = await change(token, {
      password: 'Falsch!2026',
      neues_passwort: next,
      password_new_confirmation: next,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(['password=>Das aktuelle Passwort ist falsch.']);
    expect(await loginAs(t.app, customer.email, customer.password)).toBeTypeOf('string');
  });

  it('counts wrong current passwords as failed logins of the account (429 after the limit)', async () => {
    const customer = await allowed();
    const token = await loginAs(t.app, customer.email, customer.password);
    const next = strongPassword();
    const body = { password: 'Falsch!2026', neues_passwort: next, password_new_confirmation: next };
    for (let i = 0; i < 5; i++) expect((await change(token, body)).statusCode).toBe(422);
    const blocked = await change(token, { ...body, password: customer.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_requests');
  });

  it('checks the new password: policy, confirmation and the common list', async () => {
    const customer = await allowed();
    const token = await loginAs(t.app, customer.email, customer.password);
    const weak = await change(token, {
      password: customer.password,
      neues_passwort: 'schwach',
      password_new_confirmation: 'anders',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual([
      'neues_passwort=>Das Passwort erfüllt nicht alle Anforderungen.',
      'password_new_confirmation=>Die Passwörter stimmen nicht überein.',
    ]);
    const common = await change(token, {
      password: customer.password,
      neues_passwort: 'P@ssw0rd',
      password_new_confirmation: 'P@ssw0rd',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual([
      'neues_passwort=>Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
    ]);
  });

  it('is refused with 403 not_permitted without config change_passwort', async () => {
    const customer = await createTestCustomer({ config: {} });
    const token = await loginAs(t.app, customer.email, customer.password);
    const next = strongPassword();
    const response = await change(token, {
      password: customer.password,
      neues_passwort: next,
      password_new_confirmation: next,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'not_permitted',
      message: 'Du hast nicht die erforderliche Berechtigung.',
    });
  });

  it('checks the current password of the token’s owner, never another customer’s', async () => {
    const a = await allowed();
    const b = await createTestCustomer({ config: { change_passwort: true }, password: 'Andere!2026' });
    const tokenA = await loginAs(t.app, a.email, a.password);
    const next = strongPassword();
    const response = await change(tokenA, {
      password: 'Andere!2026',
      neues_passwort: next,
      password_new_confirmation: next,
    });
    expect(response.statusCode).toBe(422);
    expect(await loginAs(t.app, b.email, 'Andere!2026')).toBeTypeOf('string');
    expect(await loginAs(t.app, a.email, a.password)).toBeTypeOf('string');
  });

  it('needs a session', async () => {
    const response = await call(t.app, 'POST', '/api/password/change', { payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('token_not_provided');
  });

  it('keeps passwords out of the logs', async () => {
    const customer = await allowed();
    const token = await loginAs(t.app, customer.email, customer.password, uniqueIp());
    const next = strongPassword();
    await change(token, {
      password: customer.password,
      neues_passwort: next,
      password_new_confirmation: next,
    });
    const text = t.logs.join('');
    expect(text).not.toContain(customer.password);
    expect(text).not.toContain(next);
    expect(text).not.toContain(token);
  });
});
