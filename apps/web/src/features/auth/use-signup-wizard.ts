import { signupSchema, smsTokenSchema } from '@kundenportal/domain/account/account-schemas';
import {
  afterEmailCheck,
  afterSmsSent,
  changeNumber,
  initialSignupWizard,
  type SignupField,
  type SignupWizardState,
  signupBack,
  signupPageFields,
  signupPageOf,
  type SignupPage as WizardPage,
} from '@kundenportal/domain/account/signup-wizard';
import { paths } from '@kundenportal/domain/routing/paths';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast-store';
import { type FormErrors, useForm, zodFieldErrors } from '../../lib/use-form';
import { useEmailCheck } from './api/email-check';
import { useSignup } from './api/signup';
import { useSmsToken } from './api/sms-token';
import { useEnterAccount } from './use-enter-account';

/** The wizard's fields, all pages (only the fields of the page shown are on screen). */
const initialValues: Record<SignupField, string> = {
  firstname: '',
  lastname: '',
  email: '',
  country: 'DE',
  phone: '',
  token: '',
  password: '',
  password_confirmation: '',
  agb_check: '0',
  datenschutzerklaerung_check: '0',
};

/** The fields of page 1, checked with the shared sign-up schema's field rules. */
function pageOneErrors(values: Record<SignupField, string>): FormErrors<SignupField> {
  const errors: FormErrors<SignupField> = {};
  for (const field of signupPageFields[1]) {
    const result = signupSchema.shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
}

/** The pages that show a field of these errors. */
function pagesOf(errors: FormErrors<SignupField>): WizardPage[] {
  return Object.keys(errors)
    .map((field) => signupPageOf(field))
    .filter((page): page is WizardPage => page !== undefined);
}

/**
 * The sign-up wizard's state and submits (spec section 4): 1 name and e-mail → POST /api/emailcheck;
 * 2 mobile number → POST /api/smstoken; 3 SMS code, password and consents → POST /api/signup, then
 * logged in. The page rules (back, forward, 'Nummer ändern') are the domain's signup-wizard.ts; a
 * new page is announced by focusing its heading (`stepHeadingRef`) unless an invalid field takes it.
 */
export function useSignupWizard(referrer: string | undefined) {
  const navigate = useNavigate();
  const form = useForm(initialValues);
  const { values } = form;
  const [wizard, setWizard] = useState<SignupWizardState>(initialSignupWizard);
  const emailCheck = useEmailCheck();
  const smsToken = useSmsToken();
  const signup = useSignup();
  const { finishing, enter } = useEnterAccount();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusStepHeading = useRef(false);
  const busy = emailCheck.isPending || smsToken.isPending || signup.isPending || finishing;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    if (!focusStepHeading.current) return;
    focusStepHeading.current = false;
    stepHeadingRef.current?.focus();
  }, [wizard.page]);

  function goTo(next: SignupWizardState, focusHeading = true) {
    focusStepHeading.current = focusHeading && next.page !== wizard.page;
    setWizard(next);
  }

  function goBack() {
    const previous = signupBack(wizard);
    if (previous) goTo(previous);
    else navigate(paths.login);
  }

  /** Shows server field errors; an error on another page's field moves the wizard there. */
  function showServerError(error: unknown) {
    const pages = pagesOf(form.showSubmitError(error));
    if (pages.length > 0 && !pages.includes(wizard.page))
      goTo({ ...wizard, page: Math.min(...pages) as WizardPage }, false);
  }

  function submitEmail() {
    if (form.setErrors(pageOneErrors(values))) return;
    emailCheck.mutate(
      { email: values.email.trim() },
      { onSuccess: () => goTo(afterEmailCheck(wizard)), onError: showServerError },
    );
  }

  function smsBody() {
    return { phone: values.phone.trim(), country: values.country, sendsms: 'send' as const };
  }

  function submitPhone() {
    const result = smsTokenSchema.safeParse(smsBody());
    if (form.setErrors(zodFieldErrors(result))) return;
    smsToken.mutate(smsBody(), { onSuccess: () => goTo(afterSmsSent()), onError: showServerError });
  }

  function resendCode() {
    if (busy) return;
    smsToken.mutate(smsBody(), {
      onSuccess: () => toast.info(uiTexts.smsCodeResent),
      onError: showServerError,
    });
  }

  async function submitSignup() {
    const result = signupSchema.safeParse({ ...values, registered_platform: 'web', referrer });
    if (!result.success) {
      const allErrors: FormErrors<SignupField> = zodFieldErrors(result);
      const pages = pagesOf(allErrors);
      const first = Math.min(...pages) as WizardPage;
      form.setErrors(allErrors);
      if (pages.length > 0 && first !== wizard.page) goTo({ ...wizard, page: first }, false);
      return;
    }
    let token: string;
    try {
      ({ token } = await signup.mutateAsync(result.data));
    } catch (error) {
      showServerError(error);
      return;
    }
    // The account exists; should the profile not load, the login follows.
    await enter(token, accountTexts.accountCreated, result.data.email);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (wizard.page === 1) submitEmail();
    else if (wizard.page === 2) submitPhone();
    else void submitSignup();
  }

  return {
    form,
    page: wizard.page,
    busy,
    stepHeadingRef,
    onSubmit,
    goBack,
    resendCode,
    changeNumber: () => goTo(changeNumber(wizard)),
  };
}
