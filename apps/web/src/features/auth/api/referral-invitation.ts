import type { ReferralInvitation } from '@kundenportal/domain/referrals/referral-api';
import { isReferralSlug } from '@kundenportal/domain/referrals/referral-rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/empfehlung/{slug}: who recommends through a referral link (issue 13). An unknown link answers
 * nothing (404, no toast): the wizard is then the normal sign-up.
 */
export function useReferralInvitation(slug: string | undefined) {
  return useQuery({
    queryKey: ['referral-invitation', slug],
    queryFn: ({ signal }) =>
      apiRequest<{ empfehlung: ReferralInvitation }>(`/empfehlung/${encodeURIComponent(slug ?? '')}`, {
        signal,
        handleErrors: false,
      }).then((answer) => answer.empfehlung),
    enabled: slug !== undefined && isReferralSlug(slug),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
