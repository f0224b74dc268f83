import { referralTexts } from '../texts/referrals';

/** A referral slug: 22 base64url characters (128 random bits), never an adviser's short sign-up code. */
export const REFERRAL_SLUG = /^[A-Za-z0-9_-]{22}$/;

export function isReferralSlug(value: string): boolean {
  return REFERRAL_SLUG.test(value);
}

/**
 * Whether a new sign-up may become the referral of `referrer` (issue 13): nobody refers themselves (the
 * same e-mail address or the same mobile number as the referrer), and a person already referred or already
 * a customer (their mobile number known) is not referred again. Answers the refusal's text, or null.
 */
export function referralProblem(input: {
  referrerEmail: string;
  referrerPhone: string | null;
  newEmail: string;
  newPhone: string;
  alreadyReferred: boolean;
}): string | null {
  const sameEmail = input.referrerEmail.trim().toLowerCase() === input.newEmail.trim().toLowerCase();
  const samePhone = input.referrerPhone !== null && input.referrerPhone === input.newPhone;
  if (sameEmail || samePhone) return referralTexts.selfReferral;
  if (input.alreadyReferred) return referralTexts.alreadyReferred;
  return null;
}
