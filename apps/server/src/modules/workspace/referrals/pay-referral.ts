import { formatEuro } from '@kundenportal/domain/format/euro';
import { voucherName } from '@kundenportal/domain/referrals/vouchers';
import { paths } from '@kundenportal/domain/routing/paths';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import { wantsNotification } from '../../../lib/notifications/notification-recipients';
import { enqueue } from '../../../lib/outbox/outbox-repository';
import type { AgencyReferralsRepository } from './repository';

/**
 * Marks a confirmed referral's voucher as paid and tells the referrer by mail (unless they turned it off);
 * an adviser's payout is written to the agency's log under the referrer, in the same transaction.
 */
export function payReferral(
  repository: AgencyReferralsRepository,
  referralId: number,
  input: { publicUrl: string; now: Date },
  adviser: { userId: number; agencyId: number } | null,
) {
  return repository.transaction(async (tx) => {
    const referral = await repository.referral(tx, referralId);
    if (!referral) throw new Error(`no referral ${referralId}`);
    const payment = await repository.markPaid(tx, referral.id, input.now);
    if (!payment)
      throw new AppError(
        referral.status === 'bestaetigt' ? 'referral_already_paid' : 'referral_not_confirmed',
      );
    const referrer = await repository.contactOf(tx, referral.referrerUserId);
    const amount = formatEuro((payment.amountCents + payment.bonusCents) / 100);
    if (referrer && (await wantsNotification(tx, 'referral_paid', referral.referrerUserId)))
      await enqueue(tx, {
        channel: 'mail',
        payload: {
          to: referrer.email,
          subject: referralTexts.paidSubject(amount),
          text:
            referralTexts.paidText(
              referrer.firstName,
              amount,
              voucherName(payment.voucherType),
              referral.referredName,
            ) + notificationTexts.settingsHint(`${input.publicUrl}/#${paths.notifications}`),
        },
      });
    if (adviser)
      await writeAdviserAudit(tx, adviser, referral.referrerUserId, 'referral_paid', [
        { key: 'referral', before: null, after: referral.referredName },
      ]);
    return { referralId: referral.id, referrerUserId: referral.referrerUserId, amount };
  });
}
