import {
  REFERRAL_TIERS_MAX,
  REFERRAL_VALUE_MAX_CENTS,
  TIER_COUNT_MAX,
} from '@kundenportal/domain/workspace/referrals';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../../../src/db/factories';
import { referrals } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { deliveredMails } from '../../../helpers/outbox-files';
import {
  createTestAdviser,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });

/** An agency with an adviser, a referrer (Anna) with the programme on and two customers she referred. */
async function setup() {
  const { db } = await getDatabase();
  const agent = await createAgent(db);
  const customer = (firstName: string, lastName: string, features = {}) =>
    createCustomer(db, { agentId: agent.id, scryptLogN: 10, firstName, lastName, features });
  const anna = await customer('Anna', 'Albers', { referrals: true });
  const bernd = await customer('Bernd', 'Brandt');
  const clara = await customer('Clara', 'Conrad');
  const rows = await db
    .insert(referrals)
    .values(
      [bernd, clara].map((referred) => ({
        referrerUserId: anna.user.id,
        referredUserId: referred.user.id,
        agentId: agent.id,
      })),
    )
    .returning({ id: referrals.id });
  const adviser = await createTestAdviser({ agencyId: agent.id, firstName: 'Thomas', lastName: 'Berger' });
  const stranger = await createTestAdviser();
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
  const annaCall = jsonCaller(t.app, await loginAs(t.app, anna.email, anna.password));
  return { anna, ids: rows.map((row) => row.id), call, strangerCall, annaCall };
}

describe('the referral programme in the workspace', () => {
  it('sets tiers, confirms by them and records the payout; the referrer sees it and is told', async () => {
    const { anna, ids, call, strangerCall, annaCall } = await setup();
    const [first, second] = ids;
    const tiers = await call('PUT', '/api/berater/empfehlungen/stufen', {
      tiers: [
        { minCount: 2, valueCents: 5000 },
        { minCount: 1, valueCents: 2500 },
      ],
    });
    expect(tiers.statusCode, tiers.body).toBe(200);
    expect(tiers.json().tiers).toEqual([
      { minCount: 1, valueCents: 2500 },
      { minCount: 2, valueCents: 5000 },
    ]);
    // The customer's own page shows the adviser's tiers.
    expect((await annaCall('GET', '/api/users/referrals/tiers')).json().tiers).toEqual([
      { ab: 1, value: 25 },
      { ab: 2, value: 50 },
    ]);

    const listed = (await call('GET', '/api/berater/empfehlungen')).json();
    expect(listed.referrals).toHaveLength(2);
    expect(listed.referrals[0]).toMatchObject({
      status: 'registriert',
      referrer: { name: 'Anna Albers' },
      payment: null,
    });
    expect((await strangerCall('GET', '/api/berater/empfehlungen')).json()).toEqual({
      tiers: [],
      referrals: [],
    });

    const one = await call('POST', `/api/berater/empfehlungen/${first}/bestaetigen`, {
      voucherType: 'amazon',
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().referral).toMatchObject({
      status: 'bestaetigt',
      payment: { amountCents: 2500, bonusCents: 0, voucherType: 'amazon', paidAt: null },
    });
    const two = await call('POST', `/api/berater/empfehlungen/${second}/bestaetigen`, {
      voucherType: 'paypal',
      bonusCents: 1000,
    });
    // The second confirmed referral of Anna is worth the second tier.
    expect(two.json().referral.payment).toMatchObject({ amountCents: 5000, bonusCents: 1000 });
    const again = await call('POST', `/api/berater/empfehlungen/${first}/bestaetigen`, {
      voucherType: 'amazon',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('referral_already_confirmed');

    const paid = await call('POST', `/api/berater/empfehlungen/${second}/auszahlen`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(Date.parse(paid.json().referral.payment.paidAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call('POST', `/api/berater/empfehlungen/${second}/auszahlen`)).json().error).toBe(
      'referral_already_paid',
    );
    const [mail] = await deliveredMails(t.dataDir, anna.email, '60,00');
    expect(mail?.text).toContain('Clara Conrad');
    expect((await annaCall('GET', '/api/users/referrals/payments')).json().payments).toEqual([
      expect.objectContaining({ amount: 50, bonus: 10, voucherType: 'paypal' }),
    ]);
    const log = (await call('GET', `/api/berater/kunden/${anna.user.id}/protokoll`)).json().entries;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'referral_paid',
      'referral_confirmed',
      'referral_confirmed',
    ]);
    expect(log[0].changes).toEqual([{ key: 'referral', before: null, after: 'Clara Conrad' }]);
  });

  it('refuses a payout before the confirmation, and steps on another agency’s referral (404 first)', async () => {
    const { ids, call, strangerCall } = await setup();
    const early = await call('POST', `/api/berater/empfehlungen/${ids[0]}/auszahlen`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('referral_not_confirmed');
    for (const [method, path, body] of [
      ['POST', `/api/berater/empfehlungen/${ids[0]}/bestaetigen`, { voucherType: 'amazon' }],
      ['POST', `/api/berater/empfehlungen/${ids[0]}/bestaetigen`, { voucherType: 'kaputt' }],
      ['POST', `/api/berater/empfehlungen/${ids[0]}/auszahlen`, undefined],
      ['POST', '/api/berater/empfehlungen/abc/auszahlen', undefined],
    ] as const) {
      const response = await strangerCall(method, path, body);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error).toBe('could_not_find_referral');
    }
  });

  it('checks tiers and confirmations with field messages, at their bounds', async () => {
    const { ids, call } = await setup();
    const put = (tiers: unknown) => call('PUT', '/api/berater/empfehlungen/stufen', { tiers });
    const max = Array.from({ length: REFERRAL_TIERS_MAX }, (_, index) => ({
      minCount: index + 1,
      valueCents: 100,
    }));
    expect((await put(max)).statusCode).toBe(200);
    expect((await put([{ minCount: TIER_COUNT_MAX, valueCents: REFERRAL_VALUE_MAX_CENTS }])).statusCode).toBe(
      200,
    );
    expect((await put([])).json().tiers).toEqual([]);
    const cases: [unknown, string][] = [
      [[...max, { minCount: 99, valueCents: 1 }], 'tiers=>Es sind höchstens 10 Stufen möglich.'],
      [
        [{ minCount: 0, valueCents: 1 }],
        'tiers.0.minCount=>Bitte geben Sie eine ganze Zahl von 1 bis 999 ein.',
      ],
      [[{ minCount: TIER_COUNT_MAX + 1, valueCents: 1 }], 'tiers.0.minCount=>'],
      [
        [{ minCount: 1, valueCents: REFERRAL_VALUE_MAX_CENTS + 1 }],
        'tiers.0.valueCents=>Bitte geben Sie höchstens 1000 € ein.',
      ],
      [[{ minCount: 1, valueCents: 12.5 }], 'tiers.0.valueCents=>'],
      [
        [
          { minCount: 1, valueCents: 1 },
          { minCount: 1, valueCents: 2 },
        ],
        'tiers.1.minCount=>Für diese Zahl gibt es schon eine Stufe.',
      ],
      [[{ minCount: 1, valueCents: 1, extra: 1 }], 'tiers.0.extra=>'],
    ];
    for (const [tiers, entry] of cases) {
      const response = await put(tiers);
      expect(response.statusCode, JSON.stringify(tiers)).toBe(422);
      expect(response.json().errors.join('\n')).toContain(entry);
    }
    const confirm = (body: unknown) => call('POST', `/api/berater/empfehlungen/${ids[0]}/bestaetigen`, body);
    for (const body of [
      {},
      { voucherType: 'bargeld' },
      { voucherType: 'amazon', bonusCents: -1 },
      { voucherType: 'amazon', bonusCents: REFERRAL_VALUE_MAX_CENTS + 1 },
    ]) {
      expect((await confirm(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await confirm({ voucherType: 'amazon', bonusCents: REFERRAL_VALUE_MAX_CENTS })).statusCode).toBe(
      200,
    );
  });
});
