import { loginErrorText } from '@kundenportal/domain/auth/login-errors';
import { loginFieldErrors, opensForgotPassword } from '@kundenportal/domain/auth/login-rules';
import { routeAfterLogin } from '@kundenportal/domain/routing/login-return';
import { paths } from '@kundenportal/domain/routing/paths';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { messages } from '@kundenportal/domain/texts/messages';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ExistingPasswordField } from '../../../components/ui/current-password-field';
import { LoginEmailField } from '../../../components/ui/login-email-field';
import { dropAllOfflineCopies } from '../../../lib/offline-copy';
import { toast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { useLogin } from '../api/login';
import { PasskeyLoginButton } from '../components/passkey-login-button';
import { getSavedLogin, removeSavedLogin, type SavedLogin } from '../saved-login';
import styles from './login-page.module.css';

// The forgot-password modal loads on first use: it is no part of the login route's initial JS.
const ForgotPasswordDialog = lazy(() =>
  import('../components/forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

const openedFromLogin = { openedFromLogin: true } as const;
const isOpenedFromLogin = (state: unknown) =>
  typeof state === 'object' && state !== null && 'openedFromLogin' in state;

/** The login page of spec section 2, with the saved-login greeting and the login error toasts (section 8). */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [savedLogin, setSavedLogin] = useState<SavedLogin | null>(getSavedLogin);
  const form = useForm({ email: savedLogin?.email ?? '', password: '' });
  const { email, password } = form.values;
  const location = useLocation();
  // The modal belongs to its route (/intro/login/forgotpassword, or the forgotPassword state or query
  // parameter of /intro/login): it opens however that is reached and closes when the route is left.
  const forgotOpen = opensForgotPassword(location);
  const currentLocation = useRef(location);
  const forgotButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentLocation.current = location;
  });

  // Focus returns to the button once the modal is gone (an open modal leaves the page inert till then).
  const wasForgotOpen = useRef(forgotOpen);
  useEffect(() => {
    if (wasForgotOpen.current && !forgotOpen) forgotButtonRef.current?.focus();
    wasForgotOpen.current = forgotOpen;
  }, [forgotOpen]);

  function openForgotPassword() {
    navigate(paths.forgotPassword, { state: openedFromLogin });
  }

  function closeForgotPassword() {
    const here = currentLocation.current;
    // A route change closes every dialog (spec section 2); then the route has already moved on.
    if (!opensForgotPassword(here)) return;
    // Opened by the button: the login page is the entry before, so Back and Close agree.
    if (isOpenedFromLogin(here.state)) navigate(-1);
    else navigate(paths.login, { replace: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    if (form.setErrors(loginFieldErrors({ email, password }))) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          toast.dismissLoginErrors();
          toast.success(messages.loginSuccess);
          // The adviser's contract link opened while logged out leads back there (ADR 200).
          navigate(routeAfterLogin(location.search) ?? landingRoute(user));
        },
        // Login errors are their own toasts (spec section 8, "Login"); 422 entries go to the fields.
        onError: (error) =>
          form.showSubmitError(error, {
            notify: toast.loginError,
            otherwise: (failure) => toast.loginError(loginErrorText(failure.status, failure.body)),
          }),
      },
    );
  }

  function onRemoveSavedLogin() {
    removeSavedLogin();
    // The device's saved data: the login and any copy kept for offline use (ADR 226).
    dropAllOfflineCopies();
    setSavedLogin(null);
    form.setValue('email', '');
    form.setErrors({});
    toast.info(uiTexts.savedLoginRemoved);
    form.focus('email');
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading} tabIndex={-1}>
        {savedLogin ? uiTexts.savedLoginHeading(savedLogin.first_name) : uiTexts.loginHeading}
      </h1>
      <p className={styles.intro}>{uiTexts.loginIntro}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <LoginEmailField {...form.bind('email')} label={uiTexts.emailLabel} />
        <ExistingPasswordField {...form.bind('password')} label={uiTexts.passwordLabel} />
        <Button type="submit" block disabled={login.isPending}>
          {uiTexts.loginSubmit}
        </Button>
      </form>
      <PasskeyLoginButton />
      <Button
        ref={forgotButtonRef}
        variant="link"
        className={styles.forgot}
        aria-haspopup="dialog"
        onClick={openForgotPassword}
      >
        {uiTexts.forgotPasswordLink}
      </Button>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={closeForgotPassword} initialEmail={email.trim()} />
        </Suspense>
      ) : null}
      {savedLogin ? (
        <Button variant="link" className={styles.remove} onClick={onRemoveSavedLogin}>
          {uiTexts.removeSavedLogin}
        </Button>
      ) : null}
      <p className={styles.signup}>
        {uiTexts.signupPrompt} <Link to={paths.signup}>{uiTexts.signupLink}</Link>
      </p>
      <p className={styles.signup}>
        <Link to={paths.signatureCheck}>{uiTexts.signatureCheckLink}</Link>
      </p>
    </div>
  );
}
