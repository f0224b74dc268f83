import { SupportRequest } from '../../features/adviser/requests/components/support-request';
import { ReferralPage } from '../../features/referrals/routes/referral-page';

/** /app/berater/weiterempfehlung: the referral page with the adviser-requests feature's support modal. */
export function ReferralRoute() {
  return <ReferralPage support={<SupportRequest />} />;
}
