import { randomBytes } from 'node:crypto';
import { resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { agents, referralPayments, referrals, referralTiers, users } from '../../db/schema';

/** A new slug: 16 random bytes as 22 base64url characters (unguessable). */
export const newReferralSlug = () => randomBytes(16).toString('base64url');

const referred = alias(users, 'referred');

/** Referrals, tiers and payouts (issue 13). */
export function createReferralsRepository(db: Db) {
  return {
    async customer(userId: number) {
      // Only the columns used: the adviser's row carries its legal texts and stylesheet (tens of KB).
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          slug: users.referralSlug,
          features: users.features,
          agentId: agents.id,
          signupCode: agents.signupCode,
        })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        slug: row.slug,
        features: resolveFeatures(row.features),
        agent: row.agentId === null ? null : { id: row.agentId, signupCode: row.signupCode },
      };
    },

    /** The customer's slug, made on first use (a concurrent first use keeps the one stored first). */
    async slugOf(userId: number): Promise<string> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [made] = await db
          .update(users)
          .set({ referralSlug: newReferralSlug() })
          .where(and(eq(users.id, userId), sql`${users.referralSlug} is null`))
          .returning({ slug: users.referralSlug })
          .catch(() => []);
        if (made?.slug) return made.slug;
        const [stored] = await db
          .select({ slug: users.referralSlug })
          .from(users)
          .where(eq(users.id, userId));
        if (stored?.slug) return stored.slug;
      }
      throw new Error(`no referral slug for user ${userId}`);
    },

    async tiers(agentId: number) {
      return db
        .select({ minCount: referralTiers.minCount, valueCents: referralTiers.valueCents })
        .from(referralTiers)
        .where(eq(referralTiers.agentId, agentId))
        .orderBy(asc(referralTiers.minCount));
    },

    /** Paid payouts of a referrer, newest first, with the person recommended. */
    async paidPayments(userId: number) {
      return db
        .select({
          amountCents: referralPayments.amountCents,
          bonusCents: referralPayments.bonusCents,
          voucherType: referralPayments.voucherType,
          paidAt: referralPayments.paidAt,
          vorname: referred.firstName,
          name: referred.lastName,
        })
        .from(referralPayments)
        .innerJoin(referrals, eq(referrals.id, referralPayments.referralId))
        .innerJoin(referred, eq(referred.id, referrals.referredUserId))
        .where(and(eq(referralPayments.referrerUserId, userId), isNotNull(referralPayments.paidAt)))
        .orderBy(desc(referralPayments.paidAt), desc(referralPayments.id));
    },

    /** A referrer's referrals, newest first, with their payout if there is one. */
    async referralsOf(userId: number) {
      return db
        .select({
          referral: referrals,
          vorname: referred.firstName,
          name: referred.lastName,
          payment: referralPayments,
        })
        .from(referrals)
        .innerJoin(referred, eq(referred.id, referrals.referredUserId))
        .leftJoin(referralPayments, eq(referralPayments.referralId, referrals.id))
        .where(eq(referrals.referrerUserId, userId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id));
    },

    /** Who recommends by this slug (public: first name and the adviser's sign-up code only). */
    async invitation(slug: string) {
      const [row] = await db
        .select({ vorname: users.firstName, code: agents.signupCode, active: users.active })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(eq(users.referralSlug, slug));
      return row?.active ? { vorname: row.vorname, berater: row.code ?? null } : null;
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
