import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { persons, smsCodes, users } from '../../../src/db/schema';
import { call, lastMailTo, lastSmsCode, strongPassword, uniqueMobile } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { smsTo } from '../../helpers/outbox-files';
import { createTestApp, createTestCustomer, type TestApp, uniqueIp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    EMAILCHECK_MAX_PER_IP: '4',
    SMSTOKEN_MAX_PER_PHONE: '2',
    SMSTOKEN_MAX_PER_IP: '3',
  });
});
afterAll(async () => {
  await t.app.close();
});

const TOO_MANY = {
  error: 'too_many_requests',
  message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
};
const newEmail = () => `neu-${randomUUID()}@example.com`;

async function requestCode(phone = uniqueMobile()) {
  const response = await call(t.app, 'POST', '/api/smstoken', {
    payload: { phone: phone.typed, sendsms: 'send' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { phone, code: await lastSmsCode(t, phone.digits) };
}

function signupBody(overrides: Record<string, unknown> = {}) {
  const password = strongPassword();
  return {
    firstname: 'Nora',
    lastname: 'Neumann',
    email: newEmail(),
    password,
    password_confirmation: password,
    agb_check: '1',
    datenschutzerklaerung_check: '1',
    phone: '',
    token: '',
    registered_platform: 'web',
    ...overrides,
  };
}

describe('POST /api/emailcheck', () => {
  it('answers success for a free address and 422 for a taken one, whatever its case', async () => {
    const free = await call(t.app, 'POST', '/api/emailcheck', { payload: { email: newEmail() } });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ status: 'success' });

    const customer = await createTestCustomer();
    const taken = await call(t.app, 'POST', '/api/emailcheck', {
      payload: { email: customer.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual(['email=>Diese E-Mail-Adresse wird bereits verwendet.']);
  });

  it.each([
    ['a bad address', { email: 'keine-mail' }, 'email=>Bitte gib eine gültige E-Mail-Adresse ein.'],
    ['a wrong type', { email: 42 }, 'email=>Dieses Feld ist ein Pflichtfeld.'],
    ['no body', undefined, 'Ungültige Eingabe: erwartet object, erhalten null'],
  ])('answers %s with a German 422', async (_name, payload, entry) => {
    const response = await call(t.app, 'POST', '/api/emailcheck', { payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([entry]);
  });

  it('limits the checks per client address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) {
      expect(
        (await call(t.app, 'POST', '/api/emailcheck', { payload: { email: newEmail() }, ip })).statusCode,
      ).toBe(200);
    }
    const blocked = await call(t.app, 'POST', '/api/emailcheck', { payload: { email: newEmail() }, ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(
      (await call(t.app, 'POST', '/api/emailcheck', { payload: { email: newEmail() } })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/smstoken', () => {
  it('sends a 6-digit code by SMS to the number in international form and keeps only a hash', async () => {
    const { phone, code } = await requestCode();
    const [sms] = await smsTo(t.dataDir, phone.digits);
    expect(sms?.to).toBe(`+${phone.digits}`);
    expect(sms?.text).toBe(`Dein Bestätigungscode für das Kundenportal: ${code}`);
    const { db } = await getDatabase();
    const [row] = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone.digits));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('accepts a number of another country with its country code', async () => {
    const response = await call(t.app, 'POST', '/api/smstoken', {
      payload: { phone: '0664 1234567', country: 'AT', sendsms: 'send' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['a landline', { phone: '030 12345678', sendsms: 'send' }, 'phone=>Keine gültige Mobilnummer.'],
    ['garbage', { phone: 'abc', sendsms: 'send' }, 'phone=>Keine gültige Mobilnummer.'],
    ['no phone', { sendsms: 'send' }, 'phone=>Dieses Feld ist ein Pflichtfeld.'],
  ])('refuses %s with a German 422', async (_name, payload, entry) => {
    const response = await call(t.app, 'POST', '/api/smstoken', { payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContain(entry);
  });

  it('refuses without sendsms "send"', async () => {
    const response = await call(t.app, 'POST', '/api/smstoken', { payload: { phone: uniqueMobile().typed } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatch(/^sendsms=>/);
  });

  it('limits codes per number, across client addresses', async () => {
    const phone = uniqueMobile();
    const payload = { phone: phone.typed, sendsms: 'send' };
    expect((await call(t.app, 'POST', '/api/smstoken', { payload })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/smstoken', { payload })).statusCode).toBe(200);
    const blocked = await call(t.app, 'POST', '/api/smstoken', { payload });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits codes per client address, across numbers', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      const response = await call(t.app, 'POST', '/api/smstoken', {
        payload: { phone: uniqueMobile().typed, sendsms: 'send' },
        ip,
      });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await call(t.app, 'POST', '/api/smstoken', {
      payload: { phone: uniqueMobile().typed, sendsms: 'send' },
      ip,
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('POST /api/signup', () => {
  it('creates the active account with main person, adviser by sign-up code, welcome mail and a session', async () => {
    const { db } = await getDatabase();
    const signupCode = `berater-${randomUUID().slice(0, 8)}`;
    const agent = await createAgent(db, { signupCode });
    const { phone, code } = await requestCode();
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
    const { phone, code } = await requestCode();
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: phone.typed, token: code, referrer: 'unbekannt' }),
    });
    expect(response.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/users/me', { token: response.json().token });
    expect(me.json().user).toMatchObject({ agent: null, hasMakler: false });
  });

  it('uses the newest code only, and each code once', async () => {
    const phone = uniqueMobile();
    const first = await requestCode(phone);
    const second = await requestCode(phone);
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
    const { phone, code } = await requestCode();
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
    const { phone, code } = await requestCode();
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
    const mine = await requestCode();
    const other = uniqueMobile();
    await requestCode(other);
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody({ phone: other.typed, token: mine.code }),
    });
    // Unless both random codes happen to be equal, the other number's code does not match.
    const otherCode = await lastSmsCode(t, other.digits);
    if (otherCode !== mine.code) expect(response.statusCode).toBe(422);
  });

  it('refuses a taken e-mail without spending the code', async () => {
    const customer = await createTestCustomer();
    const { phone, code } = await requestCode();
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
    const { phone, code } = await requestCode();
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
    const { phone, code } = await requestCode();
    const body = signupBody({ phone: phone.typed, token: code });
    const response = await call(t.app, 'POST', '/api/signup', { payload: body });
    const text = t.logs.join('');
    expect(text).not.toContain(body.password);
    expect(text).not.toContain(response.json().token);
    expect(text).not.toContain(`Bestätigungscode für das Kundenportal: ${code}`);
  });
});
