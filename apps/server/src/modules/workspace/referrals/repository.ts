import type { AgencyReferral, ReferralTierRule } from '@kundenportal/domain/workspace/referrals';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agentWithIdOrSignupCode } from '../../../db/agent-conditions';
import type { Db } from '../../../db/client';
import { agents, referralPayments, referrals, referralTiers, users } from '../../../db/schema';

const referrer = alias(users, 'referrer');
const referred = alias(users, 'referred');

const person = (user: typeof users.$inferSelect) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
});

/**
 * The agency's side of the referral programme (issue 14; the admin commands use it too): its payout tiers,
 * its referrals, their confirmation and payout. The customer's side reads the same tables in
 * modules/referrals/repository.ts.
 */
export function createAgencyReferralsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The agent by id or sign-up code (the admin command names it either way), or null. */
    async agencyIdOf(idOrSignupCode: string): Promise<number | null> {
      const condition = agentWithIdOrSignupCode(idOrSignupCode);
      const [row] = await db.select({ id: agents.id }).from(agents).where(condition);
      return row?.id ?? null;
    },

    /** One change of an agency's tiers at a time: locks the agency's row until `tx` ends. */
    async lockAgency(tx: Db, agencyId: number): Promise<void> {
      await tx.execute(sql`select id from agents where id = ${agencyId} for update`);
    },

    tiers(agencyId: number, tx: Db = db): Promise<ReferralTierRule[]> {
      return tx
        .select({ minCount: referralTiers.minCount, valueCents: referralTiers.valueCents })
        .from(referralTiers)
        .where(eq(referralTiers.agentId, agencyId))
        .orderBy(asc(referralTiers.minCount));
    },

    async writeTiers(tx: Db, agencyId: number, tiers: readonly ReferralTierRule[]): Promise<void> {
      await tx.delete(referralTiers).where(eq(referralTiers.agentId, agencyId));
      if (tiers.length)
        await tx.insert(referralTiers).values(tiers.map((tier) => ({ ...tier, agentId: agencyId })));
    },

    /** The agency's referrals (those who signed up through a customer's link), newest first, or one of them. */
    async agencyReferrals(agencyId: number, id?: number): Promise<AgencyReferral[]> {
      const rows = await db
        .select({ referral: referrals, referrer, referred, payment: referralPayments })
        .from(referrals)
        .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
        .innerJoin(referred, eq(referred.id, referrals.referredUserId))
        .leftJoin(referralPayments, eq(referralPayments.referralId, referrals.id))
        .where(
          id === undefined
            ? eq(referrals.agentId, agencyId)
            : and(eq(referrals.agentId, agencyId), eq(referrals.id, id)),
        )
        .orderBy(desc(referrals.createdAt), desc(referrals.id));
      return rows.map(({ referral, referrer: from, referred: to, payment }) => ({
        id: referral.id,
        referrer: person(from),
        referred: person(to),
        status: referral.status === 'bestaetigt' ? 'bestaetigt' : 'registriert',
        createdAt: referral.createdAt.toISOString(),
        confirmedAt: referral.confirmedAt?.toISOString() ?? null,
        payment: payment
          ? {
              amountCents: payment.amountCents,
              bonusCents: payment.bonusCents,
              voucherType: payment.voucherType,
              paidAt: payment.paidAt?.toISOString() ?? null,
            }
          : null,
      }));
    },

    /** The id of the referral of the customer with this address (the admin command names it so), or null. */
    async referralIdByReferredEmail(email: string): Promise<number | null> {
      const [row] = await db
        .select({ id: referrals.id })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referredUserId))
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row?.id ?? null;
    },

    /** A referral with the referred customer's name, or null. */
    async referral(tx: Db, referralId: number) {
      const [row] = await tx
        .select({ referral: referrals, referred })
        .from(referrals)
        .innerJoin(referred, eq(referred.id, referrals.referredUserId))
        .where(eq(referrals.id, referralId));
      return row ? { ...row.referral, referredName: person(row.referred).name } : null;
    },

    /** Locks the referrer's row until `tx` ends: their confirmations line up (each counts the ones before). */
    async lockReferrer(tx: Db, referrerUserId: number): Promise<void> {
      await tx.execute(sql`select id from users where id = ${referrerUserId} for update`);
    },

    async confirmedCount(tx: Db, referrerUserId: number): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(referrals)
        .where(and(eq(referrals.referrerUserId, referrerUserId), eq(referrals.status, 'bestaetigt')));
      return row?.value ?? 0;
    },

    /** registriert → bestaetigt; false when it was not registriert any more (a racing confirmation). */
    async markConfirmed(tx: Db, referralId: number, at: Date): Promise<boolean> {
      const [updated] = await tx
        .update(referrals)
        .set({ status: 'bestaetigt', confirmedAt: at })
        .where(and(eq(referrals.id, referralId), eq(referrals.status, 'registriert')))
        .returning({ id: referrals.id });
      return updated !== undefined;
    },

    async addPayment(tx: Db, payment: typeof referralPayments.$inferInsert): Promise<void> {
      await tx.insert(referralPayments).values(payment);
    },

    /** Marks the referral's payout as paid; null when there is none unpaid. */
    async markPaid(tx: Db, referralId: number, at: Date) {
      const [payment] = await tx
        .update(referralPayments)
        .set({ paidAt: at })
        .where(and(eq(referralPayments.referralId, referralId), sql`${referralPayments.paidAt} is null`))
        .returning();
      return payment ?? null;
    },

    async contactOf(tx: Db, userId: number) {
      const [row] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type AgencyReferralsRepository = ReturnType<typeof createAgencyReferralsRepository>;
