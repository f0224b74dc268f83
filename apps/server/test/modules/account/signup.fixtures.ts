import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, lastSmsCode, strongPassword, uniqueMobile } from '../../helpers/account-flows';
import type { TestApp } from '../../helpers/test-app';

/** The sign-up tests' limits (low, so the limit tests stay short); their calls follow. */
export const SIGNUP_LIMITS = {
  EMAILCHECK_MAX_PER_IP: '4',
  SMSTOKEN_MAX_PER_PHONE: '2',
  SMSTOKEN_MAX_PER_IP: '3',
};

export const TOO_MANY = {
  error: 'too_many_requests',
  message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
};
export const newEmail = () => `neu-${randomUUID()}@example.com`;

/** Requests an SMS code for a fresh (or the given) number and reads it from the outbox. */
export async function requestCode(t: TestApp, phone = uniqueMobile()) {
  const response = await call(t.app, 'POST', '/api/smstoken', {
    payload: { phone: phone.typed, sendsms: 'send' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { phone, code: await lastSmsCode(t, phone.digits) };
}

export function signupBody(overrides: Record<string, unknown> = {}) {
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
