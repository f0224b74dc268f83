import { isVoucherType, VOUCHER_TYPES } from '@kundenportal/domain/referrals/vouchers';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, referrals, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { OperatorError } from '../../lib/operator-error';
import { confirmReferralById, payReferralById, referralStateCodes, replaceTiers } from './agency-referrals';

async function agentId(db: Db, ref: string): Promise<number> {
  const trimmed = ref.trim();
  const condition = /^\d+$/.test(trimmed)
    ? eq(agents.id, Number(trimmed))
    : sql`lower(${agents.signupCode}) = ${trimmed.toLowerCase()}`;
  const [row] = await db.select({ id: agents.id }).from(agents).where(condition);
  if (!row) throw new OperatorError(adminTexts.agentNotFound(ref));
  return row.id;
}

/** Tiers as '1:25,3:50' (from 1 successful referral 25 €, from 3 on 50 €): replaces the adviser's tiers. */
export function parseTiers(text: string): { minCount: number; valueCents: number }[] {
  const tiers = text.split(',').map((part) => {
    const match = /^\s*(\d{1,3})\s*:\s*(\d{1,5}(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!match) throw new OperatorError(adminTexts.tierInvalid(part.trim()));
    return {
      minCount: Number(match[1]),
      valueCents: Math.round(Number(match[2] ?? '0') * 100),
    };
  });
  const counts = tiers.map((tier) => tier.minCount);
  if (counts.some((minCount) => minCount < 1)) throw new OperatorError(adminTexts.tierBelowOne);
  if (new Set(counts).size !== counts.length) throw new OperatorError(adminTexts.tierTwice);
  return tiers.sort((a, b) => a.minCount - b.minCount);
}

export async function setReferralTiers(db: Db, agentRef: string, text: string) {
  const tiers = parseTiers(text);
  const id = await agentId(db, agentRef);
  await replaceTiers(db, id, tiers);
  return { agentId: id, tiers };
}

async function referralOf(db: Db, referredEmail: string) {
  const [row] = await db
    .select({ referral: referrals, referred: users })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(sql`lower(${users.email}) = ${referredEmail.trim().toLowerCase()}`);
  if (!row) throw new OperatorError(adminTexts.referralUnknown(referredEmail));
  return row;
}

/** The admin command's confirmation (by the referred customer's address); see confirmReferralById. */
export async function confirmReferral(
  db: Db,
  input: { referredEmail: string; voucherType: string; bonusCents?: number; now?: Date },
) {
  if (!isVoucherType(input.voucherType))
    throw new OperatorError(
      adminTexts.voucherUnknown(input.voucherType, VOUCHER_TYPES.map((voucher) => voucher.type).join(', ')),
    );
  const { referral } = await referralOf(db, input.referredEmail);
  return asAdminError(() =>
    confirmReferralById(db, referral.id, {
      voucherType: input.voucherType,
      bonusCents: input.bonusCents ?? 0,
      now: input.now ?? new Date(),
    }),
  );
}

/** The admin command's payout (by the referred customer's address); see payReferralById. */
export async function payReferral(db: Db, input: { referredEmail: string; publicUrl: string; now?: Date }) {
  const { referral } = await referralOf(db, input.referredEmail);
  return asAdminError(() =>
    payReferralById(db, referral.id, { publicUrl: input.publicUrl, now: input.now ?? new Date() }),
  );
}

async function asAdminError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && referralStateCodes.includes(error.code))
      throw new OperatorError(error.userMessage);
    throw error;
  }
}
