import type { ErrorCode } from '@kundenportal/domain/errors/error-codes';
import { formatEuro } from '@kundenportal/domain/format/euro';
import { tierValueCents } from '@kundenportal/domain/referrals/payouts';
import { voucherName } from '@kundenportal/domain/referrals/vouchers';
import { paths } from '@kundenportal/domain/routing/paths';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import type { AgencyReferral, ReferralTierRule } from '@kundenportal/domain/workspace/referrals';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { referralPayments, referrals, referralTiers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { wantsNotification } from '../../lib/notifications/notification-recipients';
import { enqueue } from '../../lib/outbox/outbox-repository';

/** The codes of a referral not in the state the step needs (the API answers them, the admin command prints them). */
export const referralStateCodes: readonly ErrorCode[] = [
  'referral_already_confirmed',
  'referral_not_confirmed',
  'referral_already_paid',
];

const euroText = (cents: number) => formatEuro(cents / 100);

/**
 * Replaces an adviser's payout tiers (`tiers` sorted by count); the same tiers again change nothing.
 * `onChanged` adds writes to the transaction of a real change (the agency's log) with the tiers before.
 */
export async function replaceTiers(
  db: Db,
  agencyId: number,
  tiers: readonly ReferralTierRule[],
  onChanged?: (tx: Db, before: ReferralTierRule[]) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    // One change at a time per agency: `before` is what this change replaces.
    await tx.execute(sql`select id from agents where id = ${agencyId} for update`);
    const before = await tiersOf(tx, agencyId);
    const after = tiers.map(({ minCount, valueCents }) => ({ minCount, valueCents }));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx.delete(referralTiers).where(eq(referralTiers.agentId, agencyId));
    if (tiers.length)
      await tx.insert(referralTiers).values(tiers.map((tier) => ({ ...tier, agentId: agencyId })));
    await onChanged?.(tx, before);
  });
}

export function tiersOf(db: Db, agencyId: number): Promise<ReferralTierRule[]> {
  return db
    .select({ minCount: referralTiers.minCount, valueCents: referralTiers.valueCents })
    .from(referralTiers)
    .where(eq(referralTiers.agentId, agencyId))
    .orderBy(asc(referralTiers.minCount));
}

/** The agency's referrals (those who signed up through a customer's link), newest first, or one of them. */
export async function agencyReferrals(db: Db, agencyId: number, id?: number): Promise<AgencyReferral[]> {
  const referrer = alias(users, 'referrer');
  const referred = alias(users, 'referred');
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
  const person = (user: typeof users.$inferSelect) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
  });
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
}

/**
 * Confirms a referral (registriert → bestaetigt) in `tx` or its own transaction: its payout is created
 * with the value of the referrer's tier for this many confirmed referrals, the bonus and the voucher
 * type; paid later. A second confirmation, also a racing one, is refused — never a second payout.
 */
export async function confirmReferralById(
  db: Db,
  referralId: number,
  input: { voucherType: string; bonusCents: number; now: Date },
  /** More writes of the same transaction (the workspace's audit entry about the referrer). */
  alsoInTx?: (tx: Db, referrerUserId: number) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [referral] = await tx.select().from(referrals).where(eq(referrals.id, referralId));
    if (!referral) throw new Error(`no referral ${referralId}`);
    if (referral.status === 'bestaetigt') throw new AppError('referral_already_confirmed');
    await tx.execute(sql`select id from users where id = ${referral.referrerUserId} for update`);
    const [confirmed] = await tx
      .select({ value: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerUserId, referral.referrerUserId), eq(referrals.status, 'bestaetigt')));
    const tiers = referral.agentId ? await tiersOf(tx, referral.agentId) : [];
    const amountCents = tierValueCents(tiers, (confirmed?.value ?? 0) + 1);
    const [updated] = await tx
      .update(referrals)
      .set({ status: 'bestaetigt', confirmedAt: input.now })
      .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'registriert')))
      .returning({ id: referrals.id });
    if (!updated) throw new AppError('referral_already_confirmed');
    await tx.insert(referralPayments).values({
      referralId: referral.id,
      referrerUserId: referral.referrerUserId,
      amountCents,
      bonusCents: input.bonusCents,
      voucherType: input.voucherType,
    });
    await alsoInTx?.(tx, referral.referrerUserId);
    return {
      referralId: referral.id,
      referrerUserId: referral.referrerUserId,
      amountCents,
      bonusCents: input.bonusCents,
    };
  });
}

/** Marks a confirmed referral's voucher as paid and tells the referrer by mail (unless they turned it off). */
export async function payReferralById(
  db: Db,
  referralId: number,
  input: { publicUrl: string; now: Date },
  alsoInTx?: (tx: Db, referrerUserId: number) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ referral: referrals, referred: users })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredUserId))
      .where(eq(referrals.id, referralId));
    if (!row) throw new Error(`no referral ${referralId}`);
    const { referral, referred } = row;
    const [payment] = await tx
      .update(referralPayments)
      .set({ paidAt: input.now })
      .where(and(eq(referralPayments.referralId, referral.id), sql`${referralPayments.paidAt} is null`))
      .returning();
    if (!payment)
      throw new AppError(
        referral.status === 'bestaetigt' ? 'referral_already_paid' : 'referral_not_confirmed',
      );
    const [referrer] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, referral.referrerUserId));
    const amount = euroText(payment.amountCents + payment.bonusCents);
    const name = `${referred.firstName} ${referred.lastName}`.trim();
    if (referrer && (await wantsNotification(tx, 'referral_paid', referral.referrerUserId)))
      await enqueue(tx, {
        channel: 'mail',
        payload: {
          to: referrer.email,
          subject: referralTexts.paidSubject(amount),
          text:
            referralTexts.paidText(referrer.firstName, amount, voucherName(payment.voucherType), name) +
            notificationTexts.settingsHint(`${input.publicUrl}/#${paths.notifications}`),
        },
      });
    await alsoInTx?.(tx, referral.referrerUserId);
    return { referralId: referral.id, referrerUserId: referral.referrerUserId, amount };
  });
}
