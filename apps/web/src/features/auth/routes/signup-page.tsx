import { signupSchema, smsTokenSchema } from '@kundenportal/domain/account/account-schemas';
import { accountTexts } from '@kundenportal/domain/account/account-texts';
import {
  afterEmailCheck,
  afterSmsSent,
  changeNumber,
  initialSignupWizard,
  SIGNUP_PAGE_COUNT,
  type SignupWizardState,
  signupBack,
  signupPageFields,
  signupPageOf,
  type SignupPage as WizardPage,
} from '@kundenportal/domain/account/signup-wizard';
import { type LegalDocumentKey, legalDocument } from '@kundenportal/domain/legal/legal-texts';
import { paths } from '@kundenportal/domain/routing/paths';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { uiTexts } from '@kundenportal/domain/texts/ui-texts';
import { parseMobile, phoneCountryOptions } from '@kundenportal/domain/validation/phone';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { emailInputProps, Field } from '../../../components/ui/field';
import layout from '../../../components/ui/form-layout.module.css';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { SelectField } from '../../../components/ui/select-field';
import { TextDocumentDialog } from '../../../components/ui/text-document-dialog';
import { toast } from '../../../lib/toast-store';
import { type FormErrors, useForm, zodFieldErrors } from '../../../lib/use-form';
import { useEmailCheck } from '../api/email-check';
import { useSignup } from '../api/signup';
import { useSmsToken } from '../api/sms-token';
import { useStartSession } from '../api/start-session';

/** The wizard's fields in page order (the order in which the first invalid one is focused). */
const initialValues = {
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

type SignupField = keyof typeof initialValues;

/** The fields of one page, checked with the shared sign-up schema's field rules. */
function pageOneErrors(values: typeof initialValues): FormErrors<SignupField> {
  const errors: FormErrors<SignupField> = {};
  for (const field of signupPageFields[1]) {
    const result = signupSchema.shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
}

/**
 * The sign-up wizard of spec section 4 at #/intro/registrierung (optionally ?berater=CODE, the
 * adviser's sign-up code, sent as `referrer`): 1 name and e-mail → POST /api/emailcheck; 2 mobile
 * number → POST /api/smstoken; 3 SMS code, password and consents → POST /api/signup, then logged in.
 * The page rules (back, forward, 'Nummer ändern') are the domain's signup-wizard.ts.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referrer = searchParams.get('berater')?.trim() || undefined;
  const form = useForm(initialValues);
  const { values, errors, setValue } = form;
  const [wizard, setWizard] = useState<SignupWizardState>(initialSignupWizard);
  const emailCheck = useEmailCheck();
  const smsToken = useSmsToken();
  const signup = useSignup();
  const startSession = useStartSession();
  const [finishing, setFinishing] = useState(false);
  const countries = useMemo(() => phoneCountryOptions(), []);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusStepHeading = useRef(false);
  // The terms or privacy text open over the wizard (spec section 2's modals): its input stays as it is.
  const [openText, setOpenText] = useState<LegalDocumentKey | null>(null);
  const busy = emailCheck.isPending || smsToken.isPending || signup.isPending || finishing;

  // A new page is announced by moving focus to its heading (unless an invalid field takes it).
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
    const fieldErrors = form.showSubmitError(error);
    const pages = Object.keys(fieldErrors)
      .map((field) => signupPageOf(field))
      .filter((page): page is WizardPage => page !== undefined);
    const first = Math.min(...pages) as WizardPage;
    if (pages.length > 0 && !pages.includes(wizard.page)) goTo({ ...wizard, page: first }, false);
  }

  function submitEmail() {
    const pageErrors = pageOneErrors(values);
    if (form.setErrors(pageErrors)) return;
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
      const allErrors = zodFieldErrors(result) as FormErrors<SignupField>;
      const pages = Object.keys(allErrors)
        .map((field) => signupPageOf(field))
        .filter((page): page is WizardPage => page !== undefined);
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
    setFinishing(true);
    try {
      const user = await startSession(token, result.data.email);
      toast.success(accountTexts.accountCreated);
      navigate(landingRoute(user));
    } catch {
      // The account exists; the profile could not load (the API client has said why).
      setFinishing(false);
      navigate(paths.login);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (wizard.page === 1) submitEmail();
    else if (wizard.page === 2) submitPhone();
    else void submitSignup();
  }

  const phoneShown = parseMobile(values.phone, values.country);
  const stepTitle = uiTexts.signupStepTitles[wizard.page];

  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{uiTexts.signupHeading}</h1>
      <p className={layout.step}>{uiTexts.signupStep(wizard.page, SIGNUP_PAGE_COUNT)}</p>
      <h2 ref={stepHeadingRef} tabIndex={-1} className={layout.subheading}>
        {stepTitle}
      </h2>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        {wizard.page === 1 ? (
          <>
            <p className={layout.intro}>{uiTexts.signupIntro1}</p>
            <Field
              {...form.bind('firstname')}
              label={uiTexts.firstnameLabel}
              autoComplete="given-name"
              required
              maxLength={255}
            />
            <Field
              {...form.bind('lastname')}
              label={uiTexts.lastnameLabel}
              autoComplete="family-name"
              required
              maxLength={255}
            />
            <Field
              {...form.bind('email')}
              label={uiTexts.emailLabel}
              {...emailInputProps}
              autoComplete="email"
              required
            />
            <div className={layout.actions}>
              <Button type="submit" disabled={busy}>
                {uiTexts.next}
              </Button>
            </div>
            <p className={layout.step}>
              <Link to={paths.login}>{uiTexts.backToLogin}</Link>
            </p>
          </>
        ) : null}

        {wizard.page === 2 ? (
          <>
            <p className={layout.intro}>{uiTexts.signupIntro2}</p>
            <SelectField
              ref={form.fieldRef('country')}
              label={uiTexts.countryLabel}
              name="country"
              autoComplete="tel-country-code"
              value={values.country}
              error={errors.country}
              onChange={(event) => {
                setValue('country', event.target.value);
                if (errors.phone) form.setErrors({ ...errors, phone: undefined });
              }}
            >
              <optgroup label={uiTexts.preferredCountries}>
                {countries
                  .filter((country) => country.preferred)
                  .map((country) => (
                    <option key={country.code} value={country.code}>
                      {`${country.name} (${country.callingCode})`}
                    </option>
                  ))}
              </optgroup>
              <optgroup label={uiTexts.allCountries}>
                {countries
                  .filter((country) => !country.preferred)
                  .map((country) => (
                    <option key={country.code} value={country.code}>
                      {`${country.name} (${country.callingCode})`}
                    </option>
                  ))}
              </optgroup>
            </SelectField>
            <Field
              {...form.bind('phone')}
              label={uiTexts.phoneLabel}
              hint={uiTexts.phoneHint}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              maxLength={40}
            />
            <div className={layout.actions}>
              <Button type="submit" disabled={busy}>
                {uiTexts.sendSmsCode}
              </Button>
              <Button variant="secondary" onClick={goBack}>
                {uiTexts.back}
              </Button>
            </div>
          </>
        ) : null}

        {wizard.page === 3 ? (
          <>
            <p className={layout.intro}>
              {uiTexts.signupIntro3(phoneShown.ok ? phoneShown.e164 : values.phone.trim())}
            </p>
            <div className={layout.links}>
              <Button variant="link" onClick={() => goTo(changeNumber(wizard))}>
                {uiTexts.changeNumber}
              </Button>
              <Button variant="link" onClick={resendCode} disabled={busy}>
                {uiTexts.resendSmsCode}
              </Button>
            </div>
            <Field
              ref={form.fieldRef('token')}
              label={uiTexts.smsCodeLabel}
              hint={uiTexts.smsCodeHint}
              name="token"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              value={values.token}
              error={errors.token}
              onChange={(event) => setValue('token', event.target.value.replace(/\s/g, ''))}
            />
            <NewPasswordFields
              {...form.bindNewPassword('password', 'password_confirmation')}
              passwordLabel={uiTexts.signupPasswordLabel}
            />
            <CheckboxField
              ref={form.fieldRef('agb_check')}
              label={uiTexts.agbLabel}
              action={
                <Button
                  variant="link"
                  aria-haspopup="dialog"
                  onClick={() => setOpenText('nutzungsbedingungen')}
                >
                  {uiTexts.readTerms}
                </Button>
              }
              name="agb_check"
              required
              checked={values.agb_check === '1'}
              error={errors.agb_check}
              onChange={(event) => setValue('agb_check', event.target.checked ? '1' : '0')}
            />
            <CheckboxField
              ref={form.fieldRef('datenschutzerklaerung_check')}
              label={uiTexts.privacyLabel}
              action={
                <Button variant="link" aria-haspopup="dialog" onClick={() => setOpenText('datenschutz')}>
                  {uiTexts.readPrivacy}
                </Button>
              }
              name="datenschutzerklaerung_check"
              required
              checked={values.datenschutzerklaerung_check === '1'}
              error={errors.datenschutzerklaerung_check}
              onChange={(event) => setValue('datenschutzerklaerung_check', event.target.checked ? '1' : '0')}
            />
            <div className={layout.actions}>
              <Button type="submit" disabled={busy}>
                {uiTexts.createAccount}
              </Button>
              <Button variant="secondary" onClick={goBack}>
                {uiTexts.back}
              </Button>
            </div>
          </>
        ) : null}
      </form>
      {(['nutzungsbedingungen', 'datenschutz'] as const).map((key) => (
        <TextDocumentDialog
          key={key}
          document={legalDocument(key)}
          open={openText === key}
          onClose={() => setOpenText(null)}
        />
      ))}
    </div>
  );
}
