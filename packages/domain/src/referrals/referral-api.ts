import type { VoucherType } from './vouchers';

/** The customer's referral reads (GET /api{path}), by name: one place for the web app and its boot script. */
export const referralReads = {
  link: '/users/slug/url',
  tiers: '/users/referrals/tiers',
  list: '/users/referrals',
  shareText: '/users/referrals/share-text',
  payments: '/users/referrals/payments',
  voucherTypes: '/users/referrals/voucher-types',
  recommendation: '/social/recommendation',
} as const;

/**
 * What the referral page (the landing page after login) reads as it opens. A logged-in load that lands
 * there starts these with its JavaScript (apps/web app/boot), so the page need not wait for them after.
 */
export const REFERRAL_PAGE_READS: readonly string[] = [
  referralReads.link,
  referralReads.tiers,
  referralReads.list,
  referralReads.shareText,
  referralReads.payments,
  referralReads.voucherTypes,
];

/** GET /api/users/slug/url */
export type ReferralLinkResponse = { url: string };
/**
 * GET /api/users/referrals/tiers: the value (euro) per successful referral, by tier, lowest count first;
 * `ab`: from which successful referral on the tier applies (ours, for the page's wording).
 */
export type ReferralTier = { value: number; ab: number };
export type ReferralTiersResponse = { tiers: ReferralTier[] };
/** One payout (spec section 3): euro amounts; `paidAt` ISO; the person recommended. */
export type ReferralPayment = {
  amount: number;
  bonus: number;
  voucherType: string;
  paidAt: string;
  interessent: { vorname: string; name: string };
};
export type ReferralPaymentsResponse = { payments: ReferralPayment[] };
export type VoucherTypesResponse = { voucherTypes: VoucherType[] };
export type ShareTextResponse = { text: string };
/** GET /api/social/recommendation: the texts for recommending the app, placeholders filled. */
export type RecommendationResponse = {
  url: string;
  chooserTitle: string;
  subject: string;
  message: string;
  description: string;
};
/** GET /api/users/referrals: the customer's referrals with their status. */
export type ReferralStatus = 'registriert' | 'bestaetigt';
export type Referral = {
  id: number;
  vorname: string;
  name: string;
  status: ReferralStatus;
  registriert_am: string;
  bestaetigt_am: string | null;
  /** The payout for it, once the adviser confirmed: euro, and whether it is paid. */
  auszahlung: { amount: number; bonus: number; voucherType: string; paidAt: string | null } | null;
};
export type ReferralsResponse = { referrals: Referral[] };
/** GET /api/empfehlung/{slug} (public): who recommends, for the sign-up wizard. */
export type ReferralInvitation = { vorname: string; berater: string | null };
