import type {
  RecommendationResponse,
  ReferralLinkResponse,
  ReferralPaymentsResponse,
  ReferralsResponse,
  ReferralTiersResponse,
  ShareTextResponse,
  VoucherTypesResponse,
} from '@kundenportal/domain/referrals/referral-api';
import { referralReads as reads } from '@kundenportal/domain/referrals/referral-api';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const referralsKey = ['referrals'] as const;

/**
 * The referral page's reads (issue 13). Each failure is the page's to report with the spec's text
 * (section 8), so the client's own toast stays off.
 */
function get<T>(path: string) {
  return ({ signal }: { signal: AbortSignal }) => apiRequest<T>(path, { signal, handleErrors: false });
}

const queries = {
  link: { queryKey: [...referralsKey, 'link'], queryFn: get<ReferralLinkResponse>(reads.link) },
  tiers: {
    queryKey: [...referralsKey, 'tiers'],
    queryFn: get<ReferralTiersResponse>(reads.tiers),
  },
  payments: {
    queryKey: [...referralsKey, 'payments'],
    queryFn: get<ReferralPaymentsResponse>(reads.payments),
  },
  voucherTypes: {
    queryKey: [...referralsKey, 'voucher-types'],
    queryFn: get<VoucherTypesResponse>(reads.voucherTypes),
  },
  shareText: {
    queryKey: [...referralsKey, 'share-text'],
    queryFn: get<ShareTextResponse>(reads.shareText),
  },
  list: { queryKey: [...referralsKey, 'list'], queryFn: get<ReferralsResponse>(reads.list) },
  recommendation: {
    queryKey: [...referralsKey, 'recommendation'],
    queryFn: get<RecommendationResponse>(reads.recommendation),
  },
};

export const useReferralLink = () =>
  useQuery({ ...queries.link, select: (answer) => answer.url, retry: false });

export const useReferralTiers = () =>
  useQuery({ ...queries.tiers, select: (answer) => answer.tiers, retry: false });

export const useReferralPayments = () =>
  useQuery({ ...queries.payments, select: (answer) => answer.payments, retry: false });

export const useVoucherTypes = () =>
  useQuery({ ...queries.voucherTypes, select: (answer) => answer.voucherTypes, retry: false });

export const useShareText = () =>
  useQuery({ ...queries.shareText, select: (answer) => answer.text, retry: false });

export const useReferrals = () =>
  useQuery({ ...queries.list, select: (answer) => answer.referrals, retry: false });

/** GET /api/social/recommendation: the recommend-app texts, placeholders filled in by the server. */
export const useRecommendation = (enabled: boolean) =>
  useQuery({ ...queries.recommendation, enabled, retry: false });

/**
 * The route's loader (composed in app/route-table.ts): the reads that shape the page, before it first
 * renders, so it appears whole (over the prerendered shell too) and nothing on screen moves when they
 * arrive. A failure is not the loader's to report: the page shows it with the spec's text.
 */
export async function prefetchReferralPage(client: QueryClient): Promise<null> {
  await Promise.all([
    client.prefetchQuery({ ...queries.link, retry: false }),
    client.prefetchQuery({ ...queries.tiers, retry: false }),
    client.prefetchQuery({ ...queries.list, retry: false }),
    client.prefetchQuery({ ...queries.shareText, retry: false }),
  ]);
  return null;
}
