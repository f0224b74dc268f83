import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { createCustomer } from '../db/factories';
import { referralPayments, referrals, referralTiers } from '../db/schema';
import { type DemoEntries, daysBefore } from './entries';

/** The demo adviser's payout tiers (issue 13): 25 € per successful referral, from the third on 50 €. */
export async function addDemoReferralTiers(db: Db, agentId: number): Promise<void> {
  await db.insert(referralTiers).values([
    { agentId, minCount: 1, valueCents: 2500 },
    { agentId, minCount: 3, valueCents: 5000 },
  ]);
}

/**
 * Max recommended the portal three times: Lena (confirmed, paid as an Amazon voucher), Jonas (confirmed,
 * paid by PayPal with a 5 € bonus) and Sophie (registered last week, not yet confirmed). They are real
 * customers of the adviser (without a login of their own in the demo: random passwords).
 */
export const addDemoReferrals: DemoEntries = async (db, owner, profile, now) => {
  if (profile !== 'max') return;
  const at = (days: number) => daysBefore(now, days);
  const friends: {
    firstName: string;
    lastName: string;
    registered: number;
    confirmed: number | null;
    paid: number | null;
    voucher: string | null;
    bonus: number;
  }[] = [
    {
      firstName: 'Lena',
      lastName: 'Schulz',
      registered: 120,
      confirmed: 110,
      paid: 104,
      voucher: 'amazon',
      bonus: 0,
    },
    {
      firstName: 'Jonas',
      lastName: 'Weber',
      registered: 64,
      confirmed: 50,
      paid: 45,
      voucher: 'paypal',
      bonus: 500,
    },
    {
      firstName: 'Sophie',
      lastName: 'Braun',
      registered: 6,
      confirmed: null,
      paid: null,
      voucher: null,
      bonus: 0,
    },
  ];
  for (const friend of friends) {
    const customer = await createCustomer(db, {
      agentId: owner.agentId,
      email: `${friend.firstName.toLowerCase()}.${friend.lastName.toLowerCase()}@example.com`,
      firstName: friend.firstName,
      lastName: friend.lastName,
      password: randomUUID(),
      // A random password nobody knows: its hash cost protects nothing, so the start stays fast.
      scryptLogN: 10,
      features: { referrals: true },
    });
    const [referral] = await db
      .insert(referrals)
      .values({
        referrerUserId: owner.userId,
        referredUserId: customer.user.id,
        agentId: owner.agentId,
        status: friend.confirmed === null ? 'registriert' : 'bestaetigt',
        confirmedAt: friend.confirmed === null ? null : at(friend.confirmed),
        createdAt: at(friend.registered),
      })
      .returning();
    if (referral && friend.voucher && friend.paid !== null)
      await db.insert(referralPayments).values({
        referralId: referral.id,
        referrerUserId: owner.userId,
        amountCents: 2500,
        bonusCents: friend.bonus,
        voucherType: friend.voucher,
        paidAt: at(friend.paid),
        createdAt: at(friend.confirmed ?? friend.paid),
      });
  }
};
