import type { ErrorCode } from '@kundenportal/domain/errors/error-codes';
import { isVoucherType, VOUCHER_TYPES } from '@kundenportal/domain/referrals/vouchers';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { OperatorError } from '../../../lib/operator-error';
import { confirmReferral as confirmById } from './confirm-referral';
import { payReferral as payById } from './pay-referral';
import { replaceReferralTiers } from './replace-referral-tiers';
import { type AgencyReferralsRepository, createAgencyReferralsRepository } from './repository';

/**
 * The admin command's referral steps (`referral-tiers`, `referral-confirm`, `referral-payout`), kept for
 * automation beside the workspace: the same use cases, the agency by id or sign-up code and the referral
 * by the referred customer's address; refusals are the operator's messages.
 */

/** The codes of a referral not in the state the step needs (the API answers them, the admin command prints them). */
const referralStateCodes: readonly ErrorCode[] = [
  'referral_already_confirmed',
  'referral_not_confirmed',
  'referral_already_paid',
];

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
  const repository = createAgencyReferralsRepository(db);
  const id = await repository.agencyIdOf(agentRef.trim());
  if (id === null) throw new OperatorError(adminTexts.agentNotFound(agentRef));
  await replaceReferralTiers(repository, id, tiers, null);
  return { agentId: id, tiers };
}

async function referralIdOf(repository: AgencyReferralsRepository, referredEmail: string) {
  const id = await repository.referralIdByReferredEmail(referredEmail);
  if (id === null) throw new OperatorError(adminTexts.referralUnknown(referredEmail));
  return id;
}

/** The admin command's confirmation (by the referred customer's address); see confirm-referral.ts. */
export async function confirmReferral(
  db: Db,
  input: { referredEmail: string; voucherType: string; bonusCents?: number; now?: Date },
) {
  if (!isVoucherType(input.voucherType))
    throw new OperatorError(
      adminTexts.voucherUnknown(input.voucherType, VOUCHER_TYPES.map((voucher) => voucher.type).join(', ')),
    );
  const repository = createAgencyReferralsRepository(db);
  const id = await referralIdOf(repository, input.referredEmail);
  return asAdminError(() =>
    confirmById(
      repository,
      id,
      { voucherType: input.voucherType, bonusCents: input.bonusCents ?? 0, now: input.now ?? new Date() },
      null,
    ),
  );
}

/** The admin command's payout (by the referred customer's address); see pay-referral.ts. */
export async function payReferral(db: Db, input: { referredEmail: string; publicUrl: string; now?: Date }) {
  const repository = createAgencyReferralsRepository(db);
  const id = await referralIdOf(repository, input.referredEmail);
  return asAdminError(() =>
    payById(repository, id, { publicUrl: input.publicUrl, now: input.now ?? new Date() }, null),
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
