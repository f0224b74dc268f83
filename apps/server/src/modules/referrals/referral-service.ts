import { fillPlaceholders, type PlaceholderValues } from '@kundenportal/domain/referrals/placeholders';
import type {
  RecommendationResponse,
  Referral,
  ReferralPayment,
  ReferralTier,
} from '@kundenportal/domain/referrals/referral-api';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { AppError } from '../../lib/app-error';
import type { ReferralsRepository } from './repository';

export type ReferralsDeps = { repository: ReferralsRepository; publicUrl: string; appName: string };

const euro = (cents: number) => cents / 100;

/** The referral link of a slug: the sign-up wizard with the referrer set. */
export function referralUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/#/intro/registrierung?empfehlung=${slug}`;
}

async function customerOf(deps: ReferralsDeps, userId: number) {
  const customer = await deps.repository.customer(userId);
  if (!customer) throw new AppError('user_not_found');
  return customer;
}

/** The referral calls need `features.referrals` (spec section 6): else 403. */
export async function referrer(deps: ReferralsDeps, userId: number) {
  const customer = await customerOf(deps, userId);
  if (!customer.features.referrals) throw new AppError('not_permitted');
  return customer;
}

type Customer = Awaited<ReturnType<typeof customerOf>>;

/** The link of a loaded referrer: its slug is made (written) only on first use. */
async function linkOf(deps: ReferralsDeps, customer: Customer): Promise<string> {
  return referralUrl(deps.publicUrl, customer.slug ?? (await deps.repository.slugOf(customer.id)));
}

export async function referralLink(deps: ReferralsDeps, userId: number): Promise<string> {
  return linkOf(deps, await referrer(deps, userId));
}

export async function referralTiersOf(deps: ReferralsDeps, userId: number): Promise<ReferralTier[]> {
  const customer = await referrer(deps, userId);
  if (!customer.agent) return [];
  return (await deps.repository.tiers(customer.agent.id)).map((tier) => ({
    value: euro(tier.valueCents),
    ab: tier.minCount,
  }));
}

export async function referralPaymentsOf(deps: ReferralsDeps, userId: number): Promise<ReferralPayment[]> {
  await referrer(deps, userId);
  return (await deps.repository.paidPayments(userId)).map((row) => ({
    amount: euro(row.amountCents),
    bonus: euro(row.bonusCents),
    voucherType: row.voucherType,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    interessent: { vorname: row.vorname, name: row.name },
  }));
}

export async function referralsOf(deps: ReferralsDeps, userId: number): Promise<Referral[]> {
  await referrer(deps, userId);
  return (await deps.repository.referralsOf(userId)).map(({ referral, vorname, name, payment }) => ({
    id: referral.id,
    vorname,
    name,
    status: referral.status === 'bestaetigt' ? 'bestaetigt' : 'registriert',
    registriert_am: referral.createdAt.toISOString(),
    bestaetigt_am: referral.confirmedAt?.toISOString() ?? null,
    auszahlung: payment
      ? {
          amount: euro(payment.amountCents),
          bonus: euro(payment.bonusCents),
          voucherType: payment.voucherType,
          paidAt: payment.paidAt?.toISOString() ?? null,
        }
      : null,
  }));
}

function placeholders(deps: ReferralsDeps, customer: Customer, url: string): PlaceholderValues {
  return { vorname: customer.firstName, nachname: customer.lastName, appname: deps.appName, appurl: url };
}

/** GET /api/users/referrals/share-text: the text with the customer's name and referral link filled in. */
export async function shareText(deps: ReferralsDeps, userId: number): Promise<string> {
  const customer = await referrer(deps, userId);
  return fillPlaceholders(
    referralTexts.shareText,
    placeholders(deps, customer, await linkOf(deps, customer)),
  );
}

/**
 * GET /api/social/recommendation: recommending the app itself (the navigation's 'Empfehlen', shown when the
 * referrals feature is off): the sign-up link with the customer's adviser, the texts filled in.
 */
export async function recommendation(deps: ReferralsDeps, userId: number): Promise<RecommendationResponse> {
  const customer = await customerOf(deps, userId);
  const code = customer.agent?.signupCode;
  const url = code
    ? `${deps.publicUrl}/#/intro/registrierung?berater=${encodeURIComponent(code)}`
    : `${deps.publicUrl}/`;
  const values = placeholders(deps, customer, url);
  const texts = referralTexts.recommendation;
  return {
    url,
    chooserTitle: texts.chooserTitle,
    subject: fillPlaceholders(texts.subject, values),
    message: fillPlaceholders(texts.message, values),
    description: fillPlaceholders(texts.description, values),
  };
}
