import { SIGNUP_PAGE_COUNT } from '@kundenportal/domain/account/signup-wizard';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import layout from '../../../components/ui/form-layout.module.css';
import { useReferralInvitation } from '../api/referral-invitation';
import { LegalTextDialogs } from '../components/legal-consents';
import { SignupCodeStep } from '../components/signup-code-step';
import { SignupNameStep } from '../components/signup-name-step';
import { SignupPhoneStep } from '../components/signup-phone-step';
import { useSignupWizard } from '../use-signup-wizard';

/**
 * The sign-up wizard of spec section 4 at #/intro/registrierung (optionally ?berater=CODE, the
 * adviser's sign-up code, or ?empfehlung=SLUG, a customer's referral link, sent as `referrer`): its three pages on one form, the state and the
 * submits in use-signup-wizard.ts.
 */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  // A referral link (?empfehlung=<slug>, issue 13) sends its slug as `referrer` once the server knows it;
  // else the adviser's sign-up code of ?berater=, else none.
  const slug = searchParams.get('empfehlung')?.trim() || undefined;
  const invitation = useReferralInvitation(slug);
  const referrer = invitation.data ? slug : searchParams.get('berater')?.trim() || undefined;
  const wizard = useSignupWizard(referrer);
  const { form, page, busy } = wizard;
  // The terms or privacy text open over the wizard (spec section 2's modals): its input stays as it is.
  const [openText, setOpenText] = useState<LegalDocumentKey | null>(null);

  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{uiTexts.signupHeading}</h1>
      {invitation.data ? (
        <p className={layout.intro}>{referralTexts.invitedBy(invitation.data.vorname)}</p>
      ) : null}
      <p className={layout.step}>{uiTexts.signupStep(page, SIGNUP_PAGE_COUNT)}</p>
      <h2 ref={wizard.stepHeadingRef} tabIndex={-1} className={layout.subheading}>
        {uiTexts.signupStepTitles[page]}
      </h2>
      <form className={layout.form} noValidate onSubmit={wizard.onSubmit}>
        {page === 1 ? <SignupNameStep form={form} busy={busy} /> : null}
        {page === 2 ? <SignupPhoneStep form={form} busy={busy} onBack={wizard.goBack} /> : null}
        {page === 3 ? (
          <SignupCodeStep
            form={form}
            busy={busy}
            onChangeNumber={wizard.changeNumber}
            onResendCode={wizard.resendCode}
            onOpenText={setOpenText}
            onBack={wizard.goBack}
          />
        ) : null}
      </form>
      <LegalTextDialogs open={openText} onClose={() => setOpenText(null)} />
    </div>
  );
}
