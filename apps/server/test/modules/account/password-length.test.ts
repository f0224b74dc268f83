import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { inviteCustomer } from '../../../src/modules/account/invite-customer';
import { createAccountRepository } from '../../../src/modules/account/repository';
import { call, codeFromLink, lastMailTo, lastSmsCode, uniqueMobile } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const NOT_SECURE = 'Das Passwort erfüllt nicht alle Anforderungen.';

/** A fresh password meeting every rule but the length one, exactly `length` characters long. */
const ofLength = (length: number) =>
  `Ab1!${randomInt(100_000, 999_999)}${'kQz7'.repeat(12)}`.slice(0, length);

const BOUNDS = [
  [7, false],
  [8, true],
  [50, true],
  [51, false],
] as const;

async function expectOutcome(response: { statusCode: number; body: string }, ok: boolean, field: string) {
  if (ok) {
    expect(response.statusCode, response.body).toBe(200);
  } else {
    expect(response.statusCode, response.body).toBe(422);
    expect(JSON.parse(response.body).errors).toEqual([`${field}=>${NOT_SECURE}`]);
  }
}

describe('the password length bounds (8 and 50 characters) through every flow that sets a password', () => {
  it.each(BOUNDS)('sign-up with %i characters: accepted %s', async (length, ok) => {
    const phone = uniqueMobile();
    const sms = await call(t.app, 'POST', '/api/smstoken', {
      payload: { phone: phone.typed, sendsms: 'send' },
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const password = ofLength(length);
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: {
        firstname: 'Nora',
        lastname: 'Neumann',
        email: `laenge-${randomUUID()}@example.com`,
        password,
        password_confirmation: password,
        agb_check: '1',
        datenschutzerklaerung_check: '1',
        phone: phone.typed,
        token: await lastSmsCode(t, phone.digits),
        registered_platform: 'web',
      },
    });
    await expectOutcome(response, ok, 'password');
  });

  it.each(BOUNDS)('password reset with %i characters: accepted %s', async (length, ok) => {
    const customer = await createTestCustomer();
    await call(t.app, 'POST', '/api/password/forgot_request', { payload: { email: customer.email } });
    const code = codeFromLink((await lastMailTo(t, customer.email)).text, 'Passwortvergessen');
    const password = ofLength(length);
    const response = await call(t.app, 'POST', '/api/password/forgot', {
      payload: { code, password, password_confirmation: password },
    });
    await expectOutcome(response, ok, 'password');
    if (ok) expect(await loginAs(t.app, customer.email, password)).toBeTypeOf('string');
  });

  it.each(BOUNDS)('password change with %i characters: accepted %s', async (length, ok) => {
    const customer = await createTestCustomer({ config: { change_passwort: true } });
    const token = await loginAs(t.app, customer.email, customer.password);
    const password = ofLength(length);
    const response = await call(t.app, 'POST', '/api/password/change', {
      token,
      payload: { password: customer.password, neues_passwort: password, password_new_confirmation: password },
    });
    await expectOutcome(response, ok, 'neues_passwort');
    if (ok) expect(await loginAs(t.app, customer.email, password)).toBeTypeOf('string');
  });

  it.each(BOUNDS)('activation with %i characters: accepted %s', async (length, ok) => {
    const { db } = await getDatabase();
    const agent = await createAgent(db, { signupCode: `code-${randomUUID().slice(0, 8)}` });
    const email = `aktiv-${randomUUID()}@example.com`;
    await inviteCustomer(
      { repository: createAccountRepository(db), publicUrl: t.config.publicUrl },
      { email, agent: agent.signupCode ?? '' },
    );
    const code = codeFromLink((await lastMailTo(t, email)).text, 'einrichtung');
    const password = ofLength(length);
    const response = await call(t.app, 'POST', `/api/complete?token=${encodeURIComponent(code)}`, {
      payload: {
        password,
        password_confirmation: password,
        agb_check: '1',
        datenschutzerklaerung_check: '1',
      },
    });
    await expectOutcome(response, ok, 'password');
    if (ok) expect(await loginAs(t.app, email, password)).toBeTypeOf('string');
  });
});
