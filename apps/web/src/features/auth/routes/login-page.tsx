import { loginErrorText } from '@kundenportal/domain/auth/login-errors';
import {
  type LoginFieldErrors,
  loginFieldErrors,
  opensForgotPassword,
} from '@kundenportal/domain/auth/login-rules';
import { parseValidationErrors } from '@kundenportal/domain/errors/validation-errors';
import { paths } from '@kundenportal/domain/routing/paths';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { messages } from '@kundenportal/domain/texts/messages';
import { uiTexts } from '@kundenportal/domain/texts/ui-texts';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { emailInputProps, Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useLogin } from '../api/login';
import { PasskeyLoginButton } from '../components/passkey-login-button';
import { getSavedLogin, removeSavedLogin, type SavedLogin } from '../saved-login';
import styles from './login-page.module.css';

// The forgot-password modal loads on first use: it is no part of the login route's initial JS.
const ForgotPasswordDialog = lazy(() =>
  import('../components/forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

type FieldErrors = LoginFieldErrors;

const openedFromLogin = { openedFromLogin: true } as const;
const isOpenedFromLogin = (state: unknown) =>
  typeof state === 'object' && state !== null && 'openedFromLogin' in state;

/** The login page of spec section 2, with the saved-login greeting and the login error toasts (section 8). */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [savedLogin, setSavedLogin] = useState<SavedLogin | null>(getSavedLogin);
  const [email, setEmail] = useState(savedLogin?.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
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

  function focusFirstInvalid(fieldErrors: FieldErrors) {
    if (fieldErrors.email) emailRef.current?.focus();
    else if (fieldErrors.password) passwordRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const fieldErrors = loginFieldErrors({ email, password });
    setErrors(fieldErrors);
    if (fieldErrors.email || fieldErrors.password) {
      focusFirstInvalid(fieldErrors);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          toast.dismissLoginErrors();
          toast.success(messages.loginSuccess);
          navigate(landingRoute(user));
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            toast.loginError(messages.genericError);
            return;
          }
          if (error.handled) return;
          if (error.status === 422) {
            const parsed = parseValidationErrors(error.body.errors);
            const serverErrors: FieldErrors = {
              email: parsed.fields.email,
              password: parsed.fields.password,
            };
            setErrors(serverErrors);
            focusFirstInvalid(serverErrors);
            const general = [
              ...parsed.general,
              ...Object.entries(parsed.fields)
                .filter(([field]) => field !== 'email' && field !== 'password')
                .map(([, text]) => text),
            ];
            for (const text of general) toast.loginError(text);
            return;
          }
          toast.loginError(loginErrorText(error.status, error.body));
        },
      },
    );
  }

  function onRemoveSavedLogin() {
    removeSavedLogin();
    setSavedLogin(null);
    setEmail('');
    setErrors({});
    toast.info(uiTexts.savedLoginRemoved);
    emailRef.current?.focus();
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading} tabIndex={-1}>
        {savedLogin ? uiTexts.savedLoginHeading(savedLogin.first_name) : uiTexts.loginHeading}
      </h1>
      <p className={styles.intro}>{uiTexts.loginIntro}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <Field
          ref={emailRef}
          label={uiTexts.emailLabel}
          name="email"
          {...emailInputProps}
          autoComplete="username"
          required
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors({ ...errors, email: undefined });
          }}
        />
        <Field
          ref={passwordRef}
          label={uiTexts.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
        />
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
    </div>
  );
}
