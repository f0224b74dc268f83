import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAgent, createCustomer } from '../../../src/db/factories';
import { referralPayments, referrals, users } from '../../../src/db/schema';
import { setReferralTiers } from '../../../src/modules/workspace/referrals/admin-referrals';
import { call, lastSmsCode, strongPassword, uniqueMobile } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { jsonCaller, loginAs, type TestApp } from '../../helpers/test-app';

/** A referral slug: 22 base64url characters. */
export const SLUG = /^[A-Za-z0-9_-]{22}$/;

/** The referral routes that need `features.referrals`. */
export const FEATURE_ROUTES = [
  '/api/users/slug/url',
  '/api/users/referrals/tiers',
  '/api/users/referrals/payments',
  '/api/users/referrals/voucher-types',
  '/api/users/referrals/share-text',
  '/api/users/referrals',
] as const;

/**
 * A logged-in customer with an adviser (with a sign-up code and, unless `tiers: null`, the tiers
 * '1:25,3:50'), their own mobile number and `features.referrals` unless `referrals: false`.
 */
export async function referrer(
  t: TestApp,
  options: { tiers?: string | null; referrals?: boolean; firstName?: string; lastName?: string } = {},
) {
  const { db } = await getDatabase();
  const signupCode = `empf-${randomUUID().slice(0, 8)}`;
  const agent = await createAgent(db, { signupCode });
  const tiers = options.tiers === undefined ? '1:25,3:50' : options.tiers;
  if (tiers) await setReferralTiers(db, String(agent.id), tiers);
  const phone = uniqueMobile();
  const customer = await createCustomer(db, {
    agentId: agent.id,
    scryptLogN: 10,
    firstName: options.firstName ?? 'Anna',
    lastName: options.lastName ?? 'Albers',
    phone: phone.digits,
    features: { referrals: options.referrals ?? true },
  });
  const token = await loginAs(t.app, customer.email, customer.password);
  return { ...customer, agent, signupCode, phone, token, api: jsonCaller(t.app, token) };
}

/** The slug of the customer's referral link (made on first use). */
export async function slugOf(api: ReturnType<typeof jsonCaller>): Promise<string> {
  const response = await api('GET', '/api/users/slug/url');
  expect(response.statusCode, response.body).toBe(200);
  const slug = /[?&]empfehlung=([^&]+)$/.exec(response.json().url)?.[1];
  if (!slug) throw new Error(`no slug in ${response.body}`);
  return slug;
}

/**
 * The sign-up wizard as the web client drives it: e-mail check, SMS code (read from the outbox), then
 * POST /api/signup with `overrides`. Answers the sign-up's response and the body sent.
 */
export async function signUpThrough(
  t: TestApp,
  overrides: Record<string, unknown> & { phone?: { typed: string; digits: string } } = {},
) {
  const { phone = uniqueMobile(), ...rest } = overrides;
  const email = typeof rest.email === 'string' ? rest.email : `empfohlen-${randomUUID()}@example.com`;
  const check = await call(t.app, 'POST', '/api/emailcheck', { payload: { email } });
  expect(check.statusCode, check.body).toBe(200);
  const sms = await call(t.app, 'POST', '/api/smstoken', {
    payload: { phone: phone.typed, sendsms: 'send' },
  });
  expect(sms.statusCode, sms.body).toBe(200);
  const token = await lastSmsCode(t, phone.digits);
  const password = strongPassword();
  const body = {
    firstname: 'Bernd',
    lastname: 'Brandt',
    email,
    password,
    password_confirmation: password,
    agb_check: '1',
    datenschutzerklaerung_check: '1',
    phone: phone.typed,
    token,
    registered_platform: 'web',
    ...rest,
  };
  const response = await call(t.app, 'POST', '/api/signup', { payload: body });
  return { response, body, phone };
}

/** The stored referrals of a referrer, oldest first, with the referred customer and the payout. */
export async function storedReferrals(referrerUserId: number) {
  const { db } = await getDatabase();
  return db
    .select({ referral: referrals, email: users.email, payment: referralPayments })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .leftJoin(referralPayments, eq(referralPayments.referralId, referrals.id))
    .where(eq(referrals.referrerUserId, referrerUserId))
    .orderBy(referrals.id);
}

export async function userByEmail(email: string) {
  const { db } = await getDatabase();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

/** An amount as the payout mail writes it (de-DE currency, with its no-break space). */
export const euroText = (euro: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(euro);
