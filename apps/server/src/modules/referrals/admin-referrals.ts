import { formatEuro } from '@kundenportal/domain/format/euro';
import { tierValueCents } from '@kundenportal/domain/referrals/payouts';
import { isVoucherType, VOUCHER_TYPES, voucherName } from '@kundenportal/domain/referrals/vouchers';
import { paths } from '@kundenportal/domain/routing/paths';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, referralPayments, referrals, referralTiers, users } from '../../db/schema';
import { wantsNotification } from '../../lib/notifications/notification-recipients';
import { enqueue } from '../../lib/outbox/outbox-repository';

/** A refusal with a German message for the operator (admin command) or the seed. */
export class ReferralAdminError extends Error {}

const euroText = (cents: number) => formatEuro(cents / 100);

async function agentId(db: Db, ref: string): Promise<number> {
  const trimmed = ref.trim();
  const condition = /^\d+$/.test(trimmed)
    ? eq(agents.id, Number(trimmed))
    : sql`lower(${agents.signupCode}) = ${trimmed.toLowerCase()}`;
  const [row] = await db.select({ id: agents.id }).from(agents).where(condition);
  if (!row) throw new ReferralAdminError(`Keinen Berater mit der ID oder dem Code „${ref}“ gefunden.`);
  return row.id;
}

/** Tiers as '1:25,3:50' (from 1 successful referral 25 €, from 3 on 50 €): replaces the adviser's tiers. */
export function parseTiers(text: string): { minCount: number; valueCents: number }[] {
  const tiers = text.split(',').map((part) => {
    const match = /^\s*(\d{1,3})\s*:\s*(\d{1,5}(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!match)
      throw new ReferralAdminError(
        `„${part.trim()}“ ist keine Stufe der Form anzahl:euro (z. B. 1:25 oder 3:12.50; Stufen durch Komma getrennt).`,
      );
    return {
      minCount: Number(match[1]),
      valueCents: Math.round(Number(match[2] ?? '0') * 100),
    };
  });
  const counts = tiers.map((tier) => tier.minCount);
  if (counts.some((minCount) => minCount < 1))
    throw new ReferralAdminError('Eine Stufe beginnt bei mindestens 1 Empfehlung.');
  if (new Set(counts).size !== counts.length)
    throw new ReferralAdminError('Jede Anzahl darf nur eine Stufe haben.');
  return tiers.sort((a, b) => a.minCount - b.minCount);
}

export async function setReferralTiers(db: Db, agentRef: string, text: string) {
  const tiers = parseTiers(text);
  const id = await agentId(db, agentRef);
  await db.transaction(async (tx) => {
    await tx.delete(referralTiers).where(eq(referralTiers.agentId, id));
    await tx.insert(referralTiers).values(tiers.map((tier) => ({ ...tier, agentId: id })));
  });
  return { agentId: id, tiers };
}

async function referralOf(db: Db, referredEmail: string) {
  const [row] = await db
    .select({ referral: referrals, referred: users })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(sql`lower(${users.email}) = ${referredEmail.trim().toLowerCase()}`);
  if (!row) throw new ReferralAdminError(`Keine Empfehlung für ${referredEmail} gefunden.`);
  return row;
}

/**
 * The adviser confirms a referral (registriert → bestaetigt): its payout is created with the value of the
 * referrer's tier for this many confirmed referrals, the bonus and the voucher type; paid later.
 */
export async function confirmReferral(
  db: Db,
  input: { referredEmail: string; voucherType: string; bonusCents?: number; now?: Date },
) {
  if (!isVoucherType(input.voucherType))
    throw new ReferralAdminError(
      `„${input.voucherType}“ ist kein Gutschein. Erlaubt: ${VOUCHER_TYPES.map((voucher) => voucher.type).join(', ')}.`,
    );
  const { referral } = await referralOf(db, input.referredEmail);
  if (referral.status === 'bestaetigt') throw new ReferralAdminError('Die Empfehlung ist bereits bestätigt.');
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${referral.referrerUserId} for update`);
    const [confirmed] = await tx
      .select({ value: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerUserId, referral.referrerUserId), eq(referrals.status, 'bestaetigt')));
    const tiers = referral.agentId
      ? await tx
          .select({ minCount: referralTiers.minCount, valueCents: referralTiers.valueCents })
          .from(referralTiers)
          .where(eq(referralTiers.agentId, referral.agentId))
      : [];
    const amountCents = tierValueCents(tiers, (confirmed?.value ?? 0) + 1);
    // Only a still registered referral: a second confirmation racing this one is refused, not a second payout.
    const [updated] = await tx
      .update(referrals)
      .set({ status: 'bestaetigt', confirmedAt: now })
      .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'registriert')))
      .returning({ id: referrals.id });
    if (!updated) throw new ReferralAdminError('Die Empfehlung ist bereits bestätigt.');
    const [payment] = await tx
      .insert(referralPayments)
      .values({
        referralId: referral.id,
        referrerUserId: referral.referrerUserId,
        amountCents,
        bonusCents: input.bonusCents ?? 0,
        voucherType: input.voucherType,
      })
      .returning();
    return { referralId: referral.id, amountCents, bonusCents: payment?.bonusCents ?? 0 };
  });
}

/** Marks a confirmed referral's voucher as paid and tells the referrer by mail. */
export async function payReferral(db: Db, input: { referredEmail: string; publicUrl: string; now?: Date }) {
  const { referral, referred } = await referralOf(db, input.referredEmail);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(referralPayments)
      .set({ paidAt: now })
      .where(and(eq(referralPayments.referralId, referral.id), sql`${referralPayments.paidAt} is null`))
      .returning();
    if (!payment)
      throw new ReferralAdminError(
        referral.status === 'bestaetigt'
          ? 'Der Gutschein dieser Empfehlung ist bereits ausgezahlt.'
          : 'Die Empfehlung ist noch nicht bestätigt.',
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
    return { referralId: referral.id, amount };
  });
}
