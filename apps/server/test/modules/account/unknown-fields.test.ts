import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, lastSmsCode, strongPassword, uniqueMobile } from '../../helpers/account-flows';
import { createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const UNKNOWN = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';
const password = strongPassword();

/** Each account, login and passkey write endpoint with a body it takes (the field `extra` is added). */
const ENDPOINTS: { url: string; session?: boolean; body: Record<string, unknown> }[] = [
  { url: '/api/login', body: { email: 'max.mustermann@example.com', password: 'x' } },
  { url: '/api/emailcheck', body: { email: 'frei@example.com' } },
  { url: '/api/smstoken', body: { phone: '0151 23456789', sendsms: 'send' } },
  {
    url: '/api/signup',
    body: {
      firstname: 'Nora',
      lastname: 'Neumann',
      email: 'nora@example.com',
      password,
      password_confirmation: password,
      agb_check: '1',
      datenschutzerklaerung_check: '1',
      phone: '0151 23456789',
      token: '123456',
    },
  },
  {
    url: '/api/complete?token=abc',
    body: { password, password_confirmation: password, agb_check: '1', datenschutzerklaerung_check: '1' },
  },
  { url: '/api/password/forgot_request', body: { email: 'frei@example.com' } },
  { url: '/api/password/forgot', body: { code: 'abc', password, password_confirmation: password } },
  { url: '/api/password/forgot_check', body: { code: 'abc' } },
  { url: '/api/berater/passwort/pruefen', body: { code: 'abc' } },
  {
    url: '/api/password/change',
    session: true,
    body: { password: 'alt', neues_passwort: password, password_new_confirmation: password },
  },
  { url: '/api/email/change', session: true, body: { email: 'neu@example.com', password: 'alt' } },
  { url: '/api/email/confirm', body: { code: 'abc' } },
  {
    url: '/api/passkeys/login/verify',
    body: {
      challengeId: randomUUID(),
      response: {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON: 'a', authenticatorData: 'a', signature: 'a' },
      },
    },
  },
  {
    url: '/api/passkeys/register/verify',
    session: true,
    body: {
      challengeId: randomUUID(),
      response: {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON: 'a', attestationObject: 'a' },
      },
    },
  },
];

describe('every account, login and passkey write endpoint refuses a field it does not take', () => {
  it.each(ENDPOINTS)('POST $url', async ({ url, session, body }) => {
    let token: string | undefined;
    if (session) {
      const customer = await createTestCustomer({ config: { change_passwort: true, change_email: true } });
      token = await loginAs(t.app, customer.email, customer.password);
    }
    const response = await call(t.app, 'POST', url, { payload: { ...body, extra: 'x' }, token });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toContain(`extra=>${UNKNOWN}`);
  });
});

describe('the phone forms of sign-up (README, API section)', () => {
  function signupBody(phone: string, token: string, extra: Record<string, unknown> = {}) {
    const secret = strongPassword();
    return {
      firstname: 'Nora',
      lastname: 'Neumann',
      email: `nora-${randomUUID()}@example.com`,
      password: secret,
      password_confirmation: secret,
      agb_check: '1',
      datenschutzerklaerung_check: '1',
      phone,
      token,
      ...extra,
    };
  }

  it('accepts the stored digits-only form in smstoken and signup, also as mobilenumber', async () => {
    const phone = uniqueMobile();
    const sms = await call(t.app, 'POST', '/api/smstoken', {
      payload: { phone: phone.digits, sendsms: 'send' },
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const code = await lastSmsCode(t, phone.digits);
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody(phone.digits, code, { mobilenumber: `+${phone.digits}` }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const persons = await call(t.app, 'GET', '/api/persons', { token: response.json().token });
    expect(persons.json().persons[0].mobil).toBe(`+${phone.digits}`);
  });

  it.each([
    ['+49 form', (digits: string) => `+${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`],
    ['00 form', (digits: string) => `00${digits}`],
    ['national form', (digits: string) => `0${digits.slice(2)}`],
  ])('accepts the %s in smstoken, the code binds to the same number', async (_name, form) => {
    const phone = uniqueMobile();
    const sms = await call(t.app, 'POST', '/api/smstoken', {
      payload: { phone: form(phone.digits), sendsms: 'send' },
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const code = await lastSmsCode(t, phone.digits);
    const response = await call(t.app, 'POST', '/api/signup', { payload: signupBody(phone.digits, code) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a mobilenumber that is not the confirmed phone', async () => {
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: signupBody('4915123456789', '123456', { mobilenumber: '4915199999999' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'mobilenumber=>Die Mobilnummer muss die bestätigte Telefonnummer sein.',
    ]);
  });
});
