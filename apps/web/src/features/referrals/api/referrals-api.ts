import type {
  ReferralLinkResponse,
  ReferralPaymentsResponse,
  ReferralsResponse,
  ReferralTiersResponse,
  ShareTextResponse,
  VoucherTypesResponse,
} from '@kundenportal/domain/referrals/referral-api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const referralsKey = ['referrals'] as const;

/**
 * The referral page's reads (issue 13). Each failure is the page's to report with the spec's text
 * (section 8), so the client's own toast stays off.
 */
function get<T>(path: string) {
  return ({ signal }: { signal: AbortSignal }) => apiRequest<T>(path, { signal, handleErrors: false });
}

export const useReferralLink = () =>
  useQuery({
    queryKey: [...referralsKey, 'link'],
    queryFn: get<ReferralLinkResponse>('/users/slug/url'),
    select: (answer) => answer.url,
    retry: false,
  });

export const useReferralTiers = () =>
  useQuery({
    queryKey: [...referralsKey, 'tiers'],
    queryFn: get<ReferralTiersResponse>('/users/referrals/tiers'),
    select: (answer) => answer.tiers,
    retry: false,
  });

export const useReferralPayments = () =>
  useQuery({
    queryKey: [...referralsKey, 'payments'],
    queryFn: get<ReferralPaymentsResponse>('/users/referrals/payments'),
    select: (answer) => answer.payments,
    retry: false,
  });

export const useVoucherTypes = () =>
  useQuery({
    queryKey: [...referralsKey, 'voucher-types'],
    queryFn: get<VoucherTypesResponse>('/users/referrals/voucher-types'),
    select: (answer) => answer.voucherTypes,
    retry: false,
  });

export const useShareText = () =>
  useQuery({
    queryKey: [...referralsKey, 'share-text'],
    queryFn: get<ShareTextResponse>('/users/referrals/share-text'),
    select: (answer) => answer.text,
    retry: false,
  });

export const useReferrals = () =>
  useQuery({
    queryKey: [...referralsKey, 'list'],
    queryFn: get<ReferralsResponse>('/users/referrals'),
    select: (answer) => answer.referrals,
    retry: false,
  });
