import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer } from '../../../src/db/factories';
import { referrals, users } from '../../../src/db/schema';
import { confirmReferral, payReferral } from '../../../src/modules/workspace/referrals/admin-referrals';
import { call, lastSmsCode, uniqueMobile } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { mailsTo } from '../../helpers/outbox-files';
import { useTestApp } from '../../helpers/test-app';
import { referrer, signUpThrough, slugOf, storedReferrals, userByEmail } from './referrals.fixtures';

const publicUrl = 'https://portal.example.de';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });

async function referralOfUser(userId: number) {
  const { db } = await getDatabase();
  return db.select().from(referrals).where(eq(referrals.referredUserId, userId));
}

describe('sign-up through a referral link: refusals', () => {
  it("refuses the referrer's own mobile number with 422 referrer=>…, creating nothing", async () => {
    const a = await referrer(t);
    const slug = await slugOf(a.api);
    const { response, body } = await signUpThrough(t, { referrer: slug, phone: a.phone });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual(['referrer=>Du kannst Dich nicht selbst empfehlen.']);
    expect(response.json().errors).toEqual([`referrer=>${referralTexts.selfReferral}`]);
    expect(await userByEmail(body.email)).toBeNull();
    expect(await storedReferrals(a.user.id)).toEqual([]);
    await t.app.outbox.runOnce();
    expect(await mailsTo(t.dataDir, a.email)).toEqual([]);
    expect(await mailsTo(t.dataDir, body.email)).toEqual([]);
  });

  it("catches the referrer's own e-mail address already at the e-mail check (any case)", async () => {
    const a = await referrer(t);
    const check = await call(t.app, 'POST', '/api/emailcheck', { payload: { email: a.email.toUpperCase() } });
    expect(check.statusCode).toBe(422);
    expect(check.json().errors).toEqual([expect.stringMatching(/^email=>/)]);
    // Skipping the check does not help: sign-up refuses the taken address before the referral.
    const phone = uniqueMobile();
    const sms = await call(t.app, 'POST', '/api/smstoken', {
      payload: { phone: phone.typed, sendsms: 'send' },
    });
    expect(sms.statusCode).toBe(200);
    const token = await lastSmsCode(t, phone.digits);
    const response = await call(t.app, 'POST', '/api/signup', {
      payload: {
        firstname: 'Anna',
        lastname: 'Albers',
        email: a.email.toUpperCase(),
        password: 'Neu!123456Pw',
        password_confirmation: 'Neu!123456Pw',
        agb_check: '1',
        datenschutzerklaerung_check: '1',
        phone: phone.typed,
        token,
        referrer: await slugOf(a.api),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.stringMatching(/^email=>/)]);
    expect(await storedReferrals(a.user.id)).toEqual([]);
  });

  it("refuses an existing customer's mobile number as already referred, creating nothing", async () => {
    const a = await referrer(t);
    const known = uniqueMobile();
    const { db } = await getDatabase();
    await createCustomer(db, { scryptLogN: 10, phone: known.digits });
    const before = await db.select({ id: users.id }).from(users);
    const { response, body } = await signUpThrough(t, { referrer: await slugOf(a.api), phone: known });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([`referrer=>${referralTexts.alreadyReferred}`]);
    expect(response.json().errors).toEqual(['referrer=>Diese Person wurde bereits empfohlen.']);
    expect(await userByEmail(body.email)).toBeNull();
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    expect(await storedReferrals(a.user.id)).toEqual([]);
  });

  it('refuses a second referral of the same number (someone referred already)', async () => {
    const a = await referrer(t);
    const b = await referrer(t, { firstName: 'Berta' });
    const phone = uniqueMobile();
    const first = await signUpThrough(t, { referrer: await slugOf(a.api), phone });
    expect(first.response.statusCode, first.response.body).toBe(200);
    const second = await signUpThrough(t, { referrer: await slugOf(b.api), phone });
    expect(second.response.statusCode).toBe(422);
    expect(second.response.json().errors).toEqual([`referrer=>${referralTexts.alreadyReferred}`]);
    expect(await storedReferrals(a.user.id)).toHaveLength(1);
    expect(await storedReferrals(b.user.id)).toEqual([]);
  });
});

describe('sign-up with a referrer that is no referral', () => {
  it('signs up normally, without adviser or referral, for an unknown slug-shaped referrer', async () => {
    const a = await referrer(t);
    const slug = await slugOf(a.api);
    const unknown = `${slug.startsWith('Z') ? 'Y' : 'Z'}${slug.slice(1)}`;
    const { response, body } = await signUpThrough(t, { referrer: unknown, referrer_text: 'Link von Anna' });
    expect(response.statusCode, response.body).toBe(200);
    const me = await call(t.app, 'GET', '/api/users/me', { token: response.json().token });
    expect(me.json().user).toMatchObject({ agent: null, hasMakler: false });
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ agentId: null, referrer: unknown, referrerText: 'Link von Anna' });
    expect(await referralOfUser(user?.id ?? 0)).toEqual([]);
    expect(await storedReferrals(a.user.id)).toEqual([]);
  });

  it('signs up normally through the link of an inactive referrer', async () => {
    const a = await referrer(t);
    const slug = await slugOf(a.api);
    const { db } = await getDatabase();
    await db.update(users).set({ active: false }).where(eq(users.id, a.user.id));
    const { response, body } = await signUpThrough(t, { referrer: slug });
    expect(response.statusCode, response.body).toBe(200);
    const user = await userByEmail(body.email);
    expect(user?.agentId).toBeNull();
    expect(await referralOfUser(user?.id ?? 0)).toEqual([]);
  });

  it("ties to the adviser by the adviser's sign-up code, recording no referral", async () => {
    const a = await referrer(t);
    const { response, body } = await signUpThrough(t, { referrer: a.signupCode });
    expect(response.statusCode, response.body).toBe(200);
    const user = await userByEmail(body.email);
    expect(user?.agentId).toBe(a.agent.id);
    expect(await referralOfUser(user?.id ?? 0)).toEqual([]);
    expect(await storedReferrals(a.user.id)).toEqual([]);
  });
});

describe("one customer's referrals are theirs alone", () => {
  it("shows B neither A's referrals nor A's payouts", async () => {
    const a = await referrer(t);
    const b = await referrer(t);
    const { response, body } = await signUpThrough(t, { referrer: await slugOf(a.api) });
    expect(response.statusCode).toBe(200);
    const { db } = await getDatabase();
    await confirmReferral(db, { referredEmail: body.email, voucherType: 'paypal', bonusCents: 100 });
    await payReferral(db, { referredEmail: body.email, publicUrl });

    expect((await a.api('GET', '/api/users/referrals')).json().referrals).toHaveLength(1);
    expect((await a.api('GET', '/api/users/referrals/payments')).json().payments).toHaveLength(1);
    expect((await b.api('GET', '/api/users/referrals')).json()).toEqual({ referrals: [] });
    expect((await b.api('GET', '/api/users/referrals/payments')).json()).toEqual({ payments: [] });
    expect(await slugOf(b.api)).not.toBe(await slugOf(a.api));
    // The referred customer has no referrals of their own either (and no feature for them).
    const referred = await call(t.app, 'GET', '/api/users/referrals', { token: response.json().token });
    expect(referred.statusCode).toBe(403);
  });
});
