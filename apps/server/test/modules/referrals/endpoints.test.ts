import { VOUCHER_TYPES } from '@kundenportal/domain/referrals/vouchers';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referralPayments, referrals, referralTiers, users } from '../../../src/db/schema';
import { setReferralTiers } from '../../../src/modules/workspace/referrals/admin-referrals';
import { getDatabase } from '../../helpers/database';
import { clientHeaders, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';
import { FEATURE_ROUTES, referrer, SLUG, slugOf } from './referrals.fixtures';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });

const LINK = /^https:\/\/portal\.example\/#\/intro\/registrierung\?empfehlung=([A-Za-z0-9_-]{22})$/;

describe('GET /api/users/slug/url', () => {
  it('answers { url } with the sign-up wizard and a 22-character slug, the same on every call', async () => {
    const a = await referrer(t);
    const first = await a.api('GET', '/api/users/slug/url');
    expect(first.statusCode, first.body).toBe(200);
    expect(Object.keys(first.json())).toEqual(['url']);
    expect(first.json().url).toMatch(LINK);
    const again = await Promise.all([1, 2, 3].map(() => a.api('GET', '/api/users/slug/url')));
    for (const response of again) expect(response.json()).toEqual(first.json());

    const { db } = await getDatabase();
    const [row] = await db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.referralSlug).toBe(LINK.exec(first.json().url)?.[1]);
  });

  it('gives different customers different slugs, also when they ask at the same time', async () => {
    const customers = await Promise.all([referrer(t), referrer(t), referrer(t)]);
    const slugs = await Promise.all(customers.map((customer) => slugOf(customer.api)));
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(slugs).size).toBe(3);
    // A first use racing itself keeps one slug.
    const fresh = await referrer(t);
    const raced = await Promise.all([1, 2, 3, 4].map(() => slugOf(fresh.api)));
    expect(new Set(raced).size).toBe(1);
  });
});

describe('GET /api/users/referrals/tiers', () => {
  it("answers the adviser's tiers as { tiers: [{ value, ab }] } in euro, lowest count first", async () => {
    const a = await referrer(t, { tiers: '3:50,1:25,10:99.5' });
    const response = await a.api('GET', '/api/users/referrals/tiers');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      tiers: [
        { value: 25, ab: 1 },
        { value: 50, ab: 3 },
        { value: 99.5, ab: 10 },
      ],
    });

    const { db } = await getDatabase();
    await db.insert(referralTiers).values({ agentId: a.agent.id, minCount: 2, valueCents: 3333 });
    expect((await a.api('GET', '/api/users/referrals/tiers')).json()).toEqual({
      tiers: [
        { value: 25, ab: 1 },
        { value: 33.33, ab: 2 },
        { value: 50, ab: 3 },
        { value: 99.5, ab: 10 },
      ],
    });
  });

  it("shows only the customer's own adviser's tiers, and none without tiers or adviser", async () => {
    const a = await referrer(t, { tiers: '1:25' });
    const b = await referrer(t, { tiers: null });
    expect((await b.api('GET', '/api/users/referrals/tiers')).json()).toEqual({ tiers: [] });
    expect((await a.api('GET', '/api/users/referrals/tiers')).json()).toEqual({
      tiers: [{ value: 25, ab: 1 }],
    });

    const orphan = await createTestCustomer({ withAgent: false, features: { referrals: true } });
    const api = jsonCaller(t.app, await loginAs(t.app, orphan.email, orphan.password));
    const response = await api('GET', '/api/users/referrals/tiers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tiers: [] });
  });

  it('replaces the tiers when set again', async () => {
    const a = await referrer(t);
    const { db } = await getDatabase();
    await setReferralTiers(db, a.signupCode.toUpperCase(), '2:40');
    expect((await a.api('GET', '/api/users/referrals/tiers')).json()).toEqual({
      tiers: [{ value: 40, ab: 2 }],
    });
  });
});

describe('GET /api/users/referrals/payments and /api/users/referrals', () => {
  it('lists only paid payouts, newest first, with the person recommended; the referrals with status and payout', async () => {
    const a = await referrer(t);
    const { db } = await getDatabase();
    const friends = [];
    for (const [firstName, lastName] of [
      ['Lena', 'Schulz'],
      ['Jonas', 'Weber'],
      ['Sophie', 'Braun'],
      ['Paul', 'Offen'],
    ] as const) {
      const friend = await createTestCustomer({ withAgent: false, agentId: a.agent.id, firstName, lastName });
      friends.push(friend);
    }
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    const made = await db
      .insert(referrals)
      .values(
        friends.map((friend, index) => ({
          referrerUserId: a.user.id,
          referredUserId: friend.user.id,
          agentId: a.agent.id,
          status: index < 3 ? 'bestaetigt' : 'registriert',
          confirmedAt: index < 3 ? day(index + 2) : null,
          createdAt: day(index + 1),
        })),
      )
      .returning();
    const [lena, jonas, sophie, paul] = made;
    await db.insert(referralPayments).values([
      {
        referralId: lena?.id ?? 0,
        referrerUserId: a.user.id,
        amountCents: 2500,
        bonusCents: 0,
        voucherType: 'amazon',
        paidAt: day(10),
      },
      {
        referralId: jonas?.id ?? 0,
        referrerUserId: a.user.id,
        amountCents: 2500,
        bonusCents: 510,
        voucherType: 'paypal',
        paidAt: day(20),
      },
      // Confirmed, not paid yet: not a payment.
      {
        referralId: sophie?.id ?? 0,
        referrerUserId: a.user.id,
        amountCents: 5000,
        bonusCents: 0,
        voucherType: 'wunschgutschein',
      },
    ]);

    const payments = await a.api('GET', '/api/users/referrals/payments');
    expect(payments.statusCode, payments.body).toBe(200);
    expect(payments.json()).toEqual({
      payments: [
        {
          amount: 25,
          bonus: 5.1,
          voucherType: 'paypal',
          paidAt: day(20).toISOString(),
          interessent: { vorname: 'Jonas', name: 'Weber' },
        },
        {
          amount: 25,
          bonus: 0,
          voucherType: 'amazon',
          paidAt: day(10).toISOString(),
          interessent: { vorname: 'Lena', name: 'Schulz' },
        },
      ],
    });

    const list = await a.api('GET', '/api/users/referrals');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      referrals: [
        {
          id: paul?.id,
          vorname: 'Paul',
          name: 'Offen',
          status: 'registriert',
          registriert_am: day(4).toISOString(),
          bestaetigt_am: null,
          auszahlung: null,
        },
        {
          id: sophie?.id,
          vorname: 'Sophie',
          name: 'Braun',
          status: 'bestaetigt',
          registriert_am: day(3).toISOString(),
          bestaetigt_am: day(4).toISOString(),
          auszahlung: { amount: 50, bonus: 0, voucherType: 'wunschgutschein', paidAt: null },
        },
        {
          id: jonas?.id,
          vorname: 'Jonas',
          name: 'Weber',
          status: 'bestaetigt',
          registriert_am: day(2).toISOString(),
          bestaetigt_am: day(3).toISOString(),
          auszahlung: { amount: 25, bonus: 5.1, voucherType: 'paypal', paidAt: day(20).toISOString() },
        },
        {
          id: lena?.id,
          vorname: 'Lena',
          name: 'Schulz',
          status: 'bestaetigt',
          registriert_am: day(1).toISOString(),
          bestaetigt_am: day(2).toISOString(),
          auszahlung: { amount: 25, bonus: 0, voucherType: 'amazon', paidAt: day(10).toISOString() },
        },
      ],
    });
  });

  it('answers empty lists for a customer without referrals', async () => {
    const a = await referrer(t);
    expect((await a.api('GET', '/api/users/referrals/payments')).json()).toEqual({ payments: [] });
    expect((await a.api('GET', '/api/users/referrals')).json()).toEqual({ referrals: [] });
  });
});

describe('GET /api/users/referrals/voucher-types', () => {
  it('answers amazon, paypal and wunschgutschein with their display', async () => {
    const a = await referrer(t);
    const response = await a.api('GET', '/api/users/referrals/voucher-types');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      voucherTypes: [
        { type: 'amazon', displayName: 'Amazon-Gutschein', display: { background: 'dark', card: true } },
        { type: 'paypal', displayName: 'PayPal-Guthaben', display: { background: 'yellow', card: true } },
        {
          type: 'wunschgutschein',
          displayName: 'Wunschgutschein',
          display: { background: 'grey', card: false },
        },
      ],
    });
    expect(response.json().voucherTypes).toEqual(VOUCHER_TYPES);
  });
});

describe('GET /api/users/referrals/share-text', () => {
  it("fills in the customer's first name, the app name and the referral link", async () => {
    const a = await referrer(t, { firstName: 'Charlotte' });
    const response = await a.api('GET', '/api/users/referrals/share-text');
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json())).toEqual(['text']);
    const { text } = response.json();
    const url = `https://portal.example/#/intro/registrierung?empfehlung=${await slugOf(a.api)}`;
    expect(text).toBe(
      referralTexts.shareText
        .replace('{appname}', uiTexts.appName)
        .replace('{appurl}', url)
        .replace('{vorname}', 'Charlotte'),
    );
    expect(text).toContain(url);
    expect(text).toMatch(/Charlotte$/);
    expect(text).not.toContain('{');
  });
});

describe('GET /api/social/recommendation', () => {
  it("recommends the app with the adviser's sign-up link, all texts filled in, without the referrals feature", async () => {
    const a = await referrer(t, { referrals: false, firstName: 'Max', lastName: 'Muster' });
    const response = await a.api('GET', '/api/social/recommendation');
    expect(response.statusCode, response.body).toBe(200);
    const url = `https://portal.example/#/intro/registrierung?berater=${a.signupCode}`;
    expect(response.json()).toEqual({
      url,
      chooserTitle: 'Weiterempfehlen',
      subject: `Max Muster empfiehlt Dir ${uiTexts.appName}`,
      message: referralTexts.recommendation.message
        .replaceAll('{appname}', uiTexts.appName)
        .replaceAll('{appurl}', url),
      description: `${uiTexts.appName} – Deine Versicherungen und Verträge an einem Ort. Empfohlen von Max Muster.`,
    });
    for (const value of Object.values(response.json())) expect(value).not.toContain('{');
  });

  it('links the portal itself for a customer without adviser', async () => {
    const orphan = await createTestCustomer({ withAgent: false });
    const api = jsonCaller(t.app, await loginAs(t.app, orphan.email, orphan.password));
    const response = await api('GET', '/api/social/recommendation');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url).toBe('https://portal.example/');
    expect(response.json().message).toContain('https://portal.example/');
  });

  it('is refused without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/social/recommendation',
      headers: clientHeaders,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('without the referrals feature or a session', () => {
  it('refuses every referral call with 403 not_permitted, making no slug', async () => {
    const plain = await createTestCustomer();
    const api = jsonCaller(t.app, await loginAs(t.app, plain.email, plain.password));
    const off = await referrer(t, { referrals: false });
    for (const caller of [api, off.api]) {
      for (const url of FEATURE_ROUTES) {
        const response = await caller('GET', url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json(), url).toEqual({
          error: 'not_permitted',
          message: 'Du hast nicht die erforderliche Berechtigung.',
        });
      }
    }
    const { db } = await getDatabase();
    const [row] = await db.select().from(users).where(eq(users.id, plain.user.id));
    expect(row?.referralSlug).toBeNull();
  });

  it('refuses every referral call with 401 without a session', async () => {
    for (const url of FEATURE_ROUTES) {
      const response = await t.app.inject({ method: 'GET', url, headers: clientHeaders });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error, url).toBe('token_not_provided');
    }
  });
});

describe('GET /api/empfehlung/{slug}', () => {
  it("answers the referrer's first name and adviser's sign-up code for a known slug", async () => {
    const a = await referrer(t, { firstName: 'Clara' });
    const slug = await slugOf(a.api);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/empfehlung/${slug}`,
      headers: clientHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ empfehlung: { vorname: 'Clara', berater: a.signupCode } });
  });

  it('answers berater null when the referrer has no adviser', async () => {
    const orphan = await createTestCustomer({
      withAgent: false,
      features: { referrals: true },
      firstName: 'Ole',
    });
    const api = jsonCaller(t.app, await loginAs(t.app, orphan.email, orphan.password));
    const slug = await slugOf(api);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/empfehlung/${slug}`,
      headers: clientHeaders,
    });
    expect(response.json()).toEqual({ empfehlung: { vorname: 'Ole', berater: null } });
  });

  it('answers 404 for an unknown or malformed slug and for an inactive referrer', async () => {
    const a = await referrer(t);
    const slug = await slugOf(a.api);
    const { db } = await getDatabase();
    const unknown = slug.startsWith('A') ? `B${slug.slice(1)}` : `A${slug.slice(1)}`;
    for (const candidate of [
      unknown,
      slug.slice(1),
      `${slug}x`,
      slug.toLowerCase() === slug ? slug.toUpperCase() : slug.toLowerCase(),
      encodeURIComponent(`${slug.slice(1)}!`),
      encodeURIComponent(`${slug.slice(2)}ä`),
      // An adviser's sign-up code is no referral slug.
      a.signupCode,
      '%00',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/empfehlung/${candidate}`,
        headers: clientHeaders,
      });
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json(), candidate).toEqual({
        error: 'not_found',
        message: 'Der Eintrag wurde nicht gefunden.',
      });
    }

    await db.update(users).set({ active: false }).where(eq(users.id, a.user.id));
    const inactive = await t.app.inject({
      method: 'GET',
      url: `/api/empfehlung/${slug}`,
      headers: clientHeaders,
    });
    expect(inactive.statusCode).toBe(404);
  });

  it('needs the client headers', async () => {
    const a = await referrer(t);
    const slug = await slugOf(a.api);
    const response = await t.app.inject({ method: 'GET', url: `/api/empfehlung/${slug}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('client_not_allowed');
  });
});
