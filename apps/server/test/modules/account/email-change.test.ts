import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountCodes } from '../../../src/db/schema';
import { call, codeFromLink, lastMailTo } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { mailsTo } from '../../helpers/outbox-files';
import { createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ EMAIL_CHANGE_MAX_PER_USER: '3' });

const LINK_INVALID = ['code=>Der Link ist nicht mehr gültig'];
const address = () => `neu-${randomUUID()}@example.com`;

async function loggedIn(config: Record<string, unknown> = { change_email: true }) {
  const customer = await createTestCustomer({ config });
  return { ...customer, token: await loginAs(t.app, customer.email, customer.password) };
}

function requestChange(token: string, payload: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/email/change', { token, payload });
}

function confirm(code: string) {
  return call(t.app, 'POST', '/api/email/confirm', { payload: { code } });
}

async function codeFor(newAddress: string) {
  return codeFromLink((await lastMailTo(t, newAddress)).text, 'email');
}

describe('POST /api/email/change and /api/email/confirm', () => {
  it('mails the new address first and changes the login only after confirmation, then tells the old one', async () => {
    const customer = await loggedIn();
    const next = address();
    const response = await requestChange(customer.token, { email: next, password: customer.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message:
        'Wir haben dir eine E-Mail an die neue Adresse geschickt. Bitte bestätige sie über den Link darin.',
    });
    const mail = await lastMailTo(t, next);
    expect(mail.subject).toBe('Bestätige deine neue E-Mail-Adresse');
    const code = codeFromLink(mail.text, 'email');
    expect(mail.text).toContain(`${t.config.publicUrl}/#/intro/email/${code}`);

    // Not yet changed.
    expect((await call(t.app, 'GET', '/api/users/me', { token: customer.token })).json().user.email).toBe(
      customer.email,
    );
    expect(await loginAs(t.app, customer.email, customer.password)).toBeTypeOf('string');

    const confirmed = await confirm(code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: next });
    expect((await call(t.app, 'GET', '/api/users/me', { token: customer.token })).json().user.email).toBe(
      next,
    );
    expect(await loginAs(t.app, next, customer.password)).toBeTypeOf('string');

    const notice = await lastMailTo(t, customer.email);
    expect(notice.subject).toBe('Deine E-Mail-Adresse wurde geändert');
    expect(notice.text).toContain(next);

    const again = await confirm(code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(LINK_INVALID);
  });

  it('refuses a wrong password, a taken address and the own address', async () => {
    const customer = await loggedIn();
    const other = await createTestCustomer();
    const wrong = await requestChange(customer.token, { email: address(), password: 'Falsch!2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual(['password=>Das aktuelle Passwort ist falsch.']);

    const taken = await requestChange(customer.token, {
      email: other.email.toUpperCase(),
      password: customer.password,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual(['email=>Diese E-Mail-Adresse wird bereits verwendet.']);

    const same = await requestChange(customer.token, { email: customer.email, password: customer.password });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual(['email=>Das ist bereits deine E-Mail-Adresse.']);
  });

  it('answers bad input with German field errors', async () => {
    const customer = await loggedIn();
    const response = await requestChange(customer.token, { email: 'kaputt', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'email=>Bitte gib eine gültige E-Mail-Adresse ein.',
      'password=>Dieses Feld ist ein Pflichtfeld.',
    ]);
    for (const payload of [undefined, [1], { code: 5 }, { code: '' }]) {
      expect((await call(t.app, 'POST', '/api/email/confirm', { payload })).statusCode).toBe(422);
    }
  });

  it('is refused with 403 not_permitted without config change_email', async () => {
    const customer = await loggedIn({});
    const response = await requestChange(customer.token, { email: address(), password: customer.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('not_permitted');
  });

  it('limits change requests per account', async () => {
    const customer = await loggedIn();
    for (let i = 0; i < 3; i++) {
      expect(
        (await requestChange(customer.token, { email: address(), password: customer.password })).statusCode,
      ).toBe(200);
    }
    const blocked = await requestChange(customer.token, { email: address(), password: customer.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
    );
  });

  it('a newer request retires the older link', async () => {
    const customer = await loggedIn();
    const first = address();
    const second = address();
    await requestChange(customer.token, { email: first, password: customer.password });
    const firstCode = await codeFor(first);
    await requestChange(customer.token, { email: second, password: customer.password });
    const secondCode = await codeFor(second);
    expect((await confirm(firstCode)).json().errors).toEqual(LINK_INVALID);
    expect((await confirm(secondCode)).json()).toEqual({ email: second });
  });

  it('refuses an expired link', async () => {
    const customer = await loggedIn();
    const next = address();
    await requestChange(customer.token, { email: next, password: customer.password });
    const code = await codeFor(next);
    const { db } = await getDatabase();
    await db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountCodes.userId, customer.user.id));
    const response = await confirm(code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(LINK_INVALID);
  });

  it('refuses when the new address was taken meanwhile, keeping the old address', async () => {
    const customer = await loggedIn();
    const next = address();
    await requestChange(customer.token, { email: next, password: customer.password });
    const code = await codeFor(next);
    await createTestCustomer({ email: next });
    const response = await confirm(code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(['email=>Diese E-Mail-Adresse wird bereits verwendet.']);
    expect((await call(t.app, 'GET', '/api/users/me', { token: customer.token })).json().user.email).toBe(
      customer.email,
    );
  });

  it("a confirmed link changes its owner's address only, whoever sends it", async () => {
    const owner = await loggedIn();
    const bystander = await loggedIn();
    const next = address();
    await requestChange(owner.token, { email: next, password: owner.password });
    const code = await codeFor(next);
    const response = await call(t.app, 'POST', '/api/email/confirm', {
      token: bystander.token,
      payload: { code },
    });
    expect(response.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me', { token: bystander.token })).json().user.email).toBe(
      bystander.email,
    );
    expect((await call(t.app, 'GET', '/api/users/me', { token: owner.token })).json().user.email).toBe(next);
    await t.app.outbox.runOnce();
    expect(await mailsTo(t.dataDir, bystander.email)).toEqual([]);
  });

  it('keeps codes and passwords out of the logs', async () => {
    const customer = await loggedIn();
    const next = address();
    await requestChange(customer.token, { email: next, password: customer.password });
    const code = await codeFor(next);
    await confirm(code);
    const text = t.logs.join('');
    expect(text).not.toContain(code);
    expect(text).not.toContain(customer.password);
  });
});
