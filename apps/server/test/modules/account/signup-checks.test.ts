import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes } from '../../../src/db/schema';
import { call, uniqueMobile } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { smsTo } from '../../helpers/outbox-files';
import { createTestCustomer, uniqueIp, useTestApp } from '../../helpers/test-app';
import { newEmail, requestCode, SIGNUP_LIMITS, TOO_MANY } from './signup.fixtures';

const t = useTestApp(SIGNUP_LIMITS);

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
    const { phone, code } = await requestCode(t);
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
