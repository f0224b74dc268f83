import type {
  AgencyReferral,
  AgencyReferrals,
  ConfirmReferralInput,
  ReferralTierRule,
} from '@kundenportal/domain/workspace/referrals';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The referral programme's calls of the workspace (issue 14), amounts in cents. */
export const agencyReferralsQuery = queryOptions({
  queryKey: ['workspace', 'referrals'],
  queryFn: ({ signal }) => apiRequest<AgencyReferrals>('/berater/empfehlungen', { signal }),
});

export function putReferralTiers(tiers: ReferralTierRule[]) {
  return apiRequest<{ tiers: ReferralTierRule[] }>('/berater/empfehlungen/stufen', {
    method: 'PUT',
    body: { tiers },
    handleErrors: false,
  });
}

export function postConfirmReferral(id: number, body: ConfirmReferralInput) {
  return apiRequest<{ referral: AgencyReferral }>(`/berater/empfehlungen/${id}/bestaetigen`, {
    method: 'POST',
    body,
    handleErrors: false,
  });
}

export function postReferralPaid(id: number) {
  return apiRequest<{ referral: AgencyReferral }>(`/berater/empfehlungen/${id}/auszahlen`, {
    method: 'POST',
  });
}
