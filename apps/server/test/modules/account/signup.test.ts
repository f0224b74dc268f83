import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { persons, smsCodes, users } from '../../../src/db/schema';
import { call, lastMailTo, lastSmsCode, uniqueMobile } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, useTestApp } from '../../helpers/test-app';
import { requestCode, SIGNUP_LIMITS, signupBody } from './signup.fixtures';

const t = useTestApp(SIGNUP_LIMITS);

describe('POST /api/signup', () => {
  it('creates the active account with main person, adviser by sign-up code, welcome mail and a session', async () => {
    const { db } = await getDatabase();
    const signupCode = `berater-${randomUUID().slice(0, 8)}`;
    const agent = await createAgent(db, { signupCode });
    const { phone, code } = await requestCode(t);
    const body = signupBody({
      phone: phone.typed,
      token: code,
      referrer: signupCode.toUpperCase(),
      referrer_text: 'Empfehlung von Max',
      registered_platform: 'ios',
    });
    const response = await call(t.app, 'POST', '/api/signup', { payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json();

    const me = await call(t.app, 'GET', '/api/users/me', { token });
    expect(me.statusCode).toBe(200);
    const user = me.json().user;
    expect(user).toMatchObject({
      first_name: 'Nora',
      last_name: 'Neumann',
      email: body.email,
      hasMakler: true,
    });
    expect(user.agent.id).toBe(agent.id);
    expect(user.config.change_passwort).toBe(true);
    expect(user.config.change_email).toBe(true);
    expect(user.haupt_person).toMatchObject({ firstname: 'Nora', lastname: 'Neumann' });

    const [row] = await db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({
      active: true,
      phone: phone.digits,
      registeredPlatform: 'ios',
      referrer: signupCode.toUpperCase(),
      referrerText: 'Empfehlung von Max',
    });
    expect(row?.agbAcceptedAt).toBeInstanceOf(Date);
    expect(row?.datenschutzAcceptedAt).toBeInstanceOf(Date);
    // The versions accepted: the adviser's default texts' (issue 27).
    expect(row).toMatchObject({ agbVersion: '1', datenschutzVersion: '1' });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const [person] = await db
      .select()
      .from(persons)
      .where(eq(persons.userId, row?.id ?? 0));
    expect(person).toMatchObject({ isMain: true, mobil: phone.digits });

    const mail = await lastMailTo(t, body.email);
    expect(mail.subject).toBe('Willkommen im Kundenportal');
    expect(mail.text).toContain('Hallo Nora');
    expect(mail.text).not.toContain(body.password);

    const login = await call(t.app, 'POST', '/api/login', {
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('ties the customer to no adviser without a known sign-up code', async () => {
    const { phone, code } = await requestCode(t);
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: code, referrer: 'unbekannt' }),
    });
    expect(response.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/users/me', { token: response.json().token });
    expect(me.json().user).toMatchObject({ agent: null, hasMakler: false });
  });

  it('uses the newest code only, and each code once', async () => {
    const phone = uniqueMobile();
    const first = await requestCode(t, phone);
    const second = await requestCode(t, phone);
    const stale = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: first.code }),
    });
    if (first.code !== second.code) {
      expect(stale.statusCode).toBe(422);
      expect(stale.json().errors).toEqual(['token=>Der SMS-Code ist falsch oder abgelaufen.']);
    }
    const ok = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: second.code }),
    });
    expect(ok.statusCode).toBe(200);
    const again = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: second.code }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(['token=>Der SMS-Code ist falsch oder abgelaufen.']);
  });

  it('refuses an expired code', async () => {
    const { phone, code } = await requestCode(t);
    const { db } = await getDatabase();
    await db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, phone.digits));
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: code }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(['token=>Der SMS-Code ist falsch oder abgelaufen.']);
  });

  it('allows 5 attempts on a code, then refuses even the right one', async () => {
    const { phone, code } = await requestCode(t);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await call(t.app, 'POST', '/api/signup', {
        payload: signupBody({ phone: phone.typed, token: wrong }),
      });
      expect(response.statusCode).toBe(422);
    }
    const right = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: code }),
    });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual(['token=>Der SMS-Code ist falsch oder abgelaufen.']);
  });

  it('does not accept the code of another number', async () => {
    const mine = await requestCode(t);
    const other = uniqueMobile();
    await requestCode(t, other);
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: other.typed, token: mine.code }),
    });
    // Unless both random codes happen to be equal, the other number's code does not match.
    const otherCode = await lastSmsCode(t, other.digits);
    if (otherCode !== mine.code) expect(response.statusCode).toBe(422);
  });

  it('refuses a taken e-mail without spending the code', async () => {
    const customer = await createTestCustomer();
    const { phone, code } = await requestCode(t);
    const taken = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: code, email: customer.email }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual(['email=>Diese E-Mail-Adresse wird bereits verwendet.']);
    const ok = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: code }),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a common password, case-insensitively', async () => {
    const { phone, code } = await requestCode(t);
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({
        phone: phone.typed,
        token: code,
        password: 'P@SSw0rd',
        password_confirmation: 'P@SSw0rd',
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'password=>Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
    ]);
  });

  it('answers every field error in German', async () => {
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: {
        firstname: 'N',
        lastname: '',
        email: 'x',
        password: 'kurz',
        password_confirmation: 'anders',
        agb_check: '0',
        datenschutzerklaerung_check: '0',
        phone: '030 12345678',
        token: '12',
      },
    });
    expect(response.statusCode).toBe(422);
    const fields = (response.json().errors as string[]).map((entry) => entry.split('=>')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'firstname',
        'lastname',
        'email',
        'password',
        'password_confirmation',
        'agb_check',
        'datenschutzerklaerung_check',
        'phone',
        'token',
      ]),
    );
  });

  it.each([
    ['no body', undefined],
    ['an array', [1]],
    ['wrong types', { firstname: 1, email: {}, token: 123456 }],
  ])('never fails with a 5xx for %s', async (_name, payload) => {
    const response = await call(t.app, 'POST', '/api/signup', { payload });
    expect(response.statusCode).toBe(422);
  });

  it('keeps codes and passwords out of the logs', async () => {
    const { phone, code } = await requestCode(t);
    const body = signupBody({ phone: phone.typed, token: code });
    const response = await call(t.app, 'POST', '/api/signup', { payload: body });
    const text = t.logs.join('');
    expect(text).not.toContain(body.password);
    expect(text).not.toContain(response.json().token);
    expect(text).not.toContain(`Bestätigungscode für das Kundenportal: ${code}`);
  });
});
