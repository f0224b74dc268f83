import { tierValueCents } from '@kundenportal/domain/referrals/payouts';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import type { AgencyReferralsRepository } from './repository';

/**
 * Confirms a referral (registriert → bestaetigt): its payout is created with the value of the referrer's
 * tier for this many confirmed referrals, the bonus and the voucher type; paid later. A second
 * confirmation, also a racing one, is refused — never a second payout. An adviser's confirmation is
 * written to the agency's log under the referrer, in the same transaction.
 */
export function confirmReferral(
  repository: AgencyReferralsRepository,
  referralId: number,
  input: { voucherType: string; bonusCents: number; now: Date },
  adviser: { userId: number; agencyId: number } | null,
) {
  return repository.transaction(async (tx) => {
    const referral = await repository.referral(tx, referralId);
    if (!referral) throw new Error(`no referral ${referralId}`);
    if (referral.status === 'bestaetigt') throw new AppError('referral_already_confirmed');
    await repository.lockReferrer(tx, referral.referrerUserId);
    const confirmed = await repository.confirmedCount(tx, referral.referrerUserId);
    const tiers = referral.agentId ? await repository.tiers(referral.agentId, tx) : [];
    const amountCents = tierValueCents(tiers, confirmed + 1);
    if (!(await repository.markConfirmed(tx, referral.id, input.now)))
      throw new AppError('referral_already_confirmed');
    await repository.addPayment(tx, {
      referralId: referral.id,
      referrerUserId: referral.referrerUserId,
      amountCents,
      bonusCents: input.bonusCents,
      voucherType: input.voucherType,
    });
    if (adviser)
      await writeAdviserAudit(tx, adviser, referral.referrerUserId, 'referral_confirmed', [
        { key: 'referral', before: null, after: referral.referredName },
      ]);
    return {
      referralId: referral.id,
      referrerUserId: referral.referrerUserId,
      amountCents,
      bonusCents: input.bonusCents,
    };
  });
}
