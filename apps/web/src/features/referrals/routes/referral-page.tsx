import { referralSlideCount } from '@kundenportal/domain/referrals/payouts';
import { adviserRequestTexts } from '@kundenportal/domain/texts/adviser-requests';
import { referralTexts as texts } from '@kundenportal/domain/texts/referrals';
import { type ReactNode, useEffect, useState } from 'react';
import { UserAvatar } from '../../../components/avatar/user-avatar';
import { type TourSlide, TourSlider } from '../../../components/tour-slider/tour-slider';
import { Accordion } from '../../../components/ui/accordion';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/loader';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate, formatEuro } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import {
  useReferralLink,
  useReferralPayments,
  useReferrals,
  useReferralTiers,
  useShareText,
  useVoucherTypes,
} from '../api/referrals-api';
import { PayoutsDialog } from '../components/payouts-dialog';
import { SharePanel } from '../components/share-panel';
import styles from '../referrals.module.css';

/** A failed read shows the spec's text once (section 8). */
function useFailureToast(failed: boolean, text: string) {
  useEffect(() => {
    if (failed) toast.error(text);
  }, [failed, text]);
}

/**
 * /app/berater/weiterempfehlung (spec section 2, issue 13): the referral page — how it works, the tiers
 * (a step of its own when there is more than one), the personal link to copy and share; below, the
 * customer's referrals and the payouts history, the support card and the frequent questions. A banner
 * above the steps says how the vouchers come, until the customer hides it.
 */
export function ReferralPage({ support }: { support?: ReactNode }) {
  const user = useCurrentUser();
  const link = useReferralLink();
  const tiers = useReferralTiers();
  const shareText = useShareText();
  const payments = useReferralPayments();
  const voucherTypes = useVoucherTypes();
  const referrals = useReferrals();
  const [payoutsOpen, setPayoutsOpen] = useState(false);
  useFailureToast(link.isError, texts.linkFailed);
  useFailureToast(tiers.isError, texts.tiersFailed);
  useFailureToast(voucherTypes.isError, texts.voucherTypesFailed);

  const tierList = tiers.data ?? [];
  const first = tierList[0];
  const slides: TourSlide[] = [
    {
      title: texts.stepHowTitle,
      content: (
        <div className={styles.how}>
          <UserAvatar user={user ?? undefined} variant="large" />
          <p>{texts.stepHowText}</p>
          {first ? <p className={styles.value}>{texts.stepHowValue(formatEuro(first.value))}</p> : null}
        </div>
      ),
    },
    ...(referralSlideCount(tierList) === 3
      ? [
          {
            title: texts.stepTiersTitle,
            content: (
              <>
                <p>{texts.stepTiersText}</p>
                <ul className={styles.tiers}>
                  {tierList.map((tier) => (
                    <li key={tier.ab}>{texts.tier(tier.ab, formatEuro(tier.value))}</li>
                  ))}
                </ul>
              </>
            ),
          },
        ]
      : []),
    {
      title: texts.stepShareTitle,
      content: link.data ? (
        <SharePanel url={link.data} text={shareText.data ?? ''} />
      ) : (
        <p>{texts.linkFailed}</p>
      ),
    },
  ];

  // Everything below the intro appears at once with its data: a step or a list filling in later would
  // move what is already on screen (the first-load e2e measures the layout shift).
  if (tiers.isPending || link.isPending || referrals.isPending) {
    return (
      <>
        <ReferralIntro />
        <Spinner label={texts.pageLoading} />
      </>
    );
  }

  return (
    <>
      <ReferralIntro />
      <Card>
        <TourSlider slides={slides} label={texts.sliderLabel} />
      </Card>
      <Card labelledBy="referrals-heading">
        <h2 id="referrals-heading" className={styles.subheading}>
          {texts.referralsHeading}
        </h2>
        {referrals.data && referrals.data.length === 0 ? <p>{texts.referralsEmpty}</p> : null}
        <ul className={styles.referrals}>
          {(referrals.data ?? []).map((referral) => (
            <li key={referral.id}>
              <span className={styles.referralName}>{`${referral.vorname} ${referral.name}`.trim()}</span>
              <span className={styles.status}>
                {texts.referralStatus[referral.status] ?? referral.status}
              </span>
              <span className={styles.meta}>{texts.registeredOn(formatDate(referral.registriert_am))}</span>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => setPayoutsOpen(true)} disabled={!payments.data}>
          {texts.payoutsOpen}
        </Button>
      </Card>
      {support ? (
        <Card labelledBy="referral-support-heading">
          <h2 id="referral-support-heading" className={styles.subheading}>
            {adviserRequestTexts.supportHeading}
          </h2>
          <p>{adviserRequestTexts.supportIntro}</p>
          {support}
        </Card>
      ) : null}
      <Card labelledBy="referral-faq-heading">
        <h2 id="referral-faq-heading" className={styles.subheading}>
          {texts.faqHeading}
        </h2>
        <Accordion
          entries={texts.faq.map(({ question, answer }) => ({ title: question, content: answer }))}
        />
      </Card>
      {payoutsOpen && payments.data ? (
        <PayoutsDialog
          payments={payments.data}
          voucherTypes={voucherTypes.data ?? []}
          onClose={() => setPayoutsOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * The page's heading, intro and voucher hint: the same for every user, so the first load of a
 * logged-in user shows them prerendered before the app has loaded (app/boot/app-shell.tsx; the boot
 * script drops the hint where it was hidden on this device).
 */
export function ReferralIntro() {
  return (
    <>
      <h1 tabIndex={-1}>{texts.heading}</h1>
      <p className={styles.intro}>{texts.intro}</p>
      <Banner id="referrals.voucher-hint" title={texts.voucherHintTitle}>
        {texts.voucherHint}
      </Banner>
    </>
  );
}
