import { loginErrorText } from '@kundenportal/domain/auth/login-errors';
import { loginFieldErrors } from '@kundenportal/domain/auth/login-rules';
import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { workspaceAccessTexts } from '@kundenportal/domain/texts/workspace-access';
import { workspacePasswordTexts } from '@kundenportal/domain/texts/workspace-password';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ExistingPasswordField } from '../../../components/ui/current-password-field';
import { LoginEmailField } from '../../../components/ui/login-email-field';
import { ApiError } from '../../../lib/api-client';
import { setToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { browserSupportsPasskeys, isWebAuthnCancel } from '../../../lib/webauthn';
import { loginAdviserWithPasskey } from './passkeys-api';
import { postAdviserLogin } from './session-api';
import styles from './workspace-login-page.module.css';

/** `#/berater/login`: the adviser's own login (issue 14), with the customer login's rules and errors. */
export function WorkspaceLoginPage() {
  const navigate = useNavigate();
  const form = useForm({ email: '', password: '' });
  const login = useMutation({ mutationFn: postAdviserLogin });
  const loggedIn = ({ token }: { token: string }) => {
    setToken(token, 'adviser');
    toast.dismissLoginErrors();
    toast.success(workspaceTexts.loginSuccess);
    navigate(workspacePaths.customers);
  };
  const passkey = useMutation({
    mutationFn: loginAdviserWithPasskey,
    onSuccess: loggedIn,
    onError: (error) =>
      toast.loginError(
        isWebAuthnCancel(error)
          ? workspaceAccessTexts.loginCancelled
          : error instanceof ApiError && error.status !== undefined
            ? loginErrorText(error.status, error.body)
            : workspaceAccessTexts.loginFailed,
      ),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const { email, password } = form.values;
    if (form.setErrors(loginFieldErrors({ email, password }))) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: loggedIn,
        onError: (error) =>
          form.showSubmitError(error, {
            notify: toast.loginError,
            otherwise: (failure) => toast.loginError(loginErrorText(failure.status, failure.body)),
          }),
      },
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading} tabIndex={-1}>
        {workspaceTexts.loginHeading}
      </h1>
      <p>{workspaceTexts.loginIntro}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <LoginEmailField {...form.bind('email')} label={workspaceTexts.email} />
        <ExistingPasswordField {...form.bind('password')} label={workspaceTexts.password} />
        <Button type="submit" block disabled={login.isPending}>
          {workspaceTexts.loginButton}
        </Button>
      </form>
      {browserSupportsPasskeys() ? (
        <Button
          variant="secondary"
          block
          className={styles.passkey}
          disabled={passkey.isPending}
          onClick={() => passkey.mutate()}
        >
          {workspaceAccessTexts.loginButton}
        </Button>
      ) : null}
      <p className={styles.customerApp}>
        <Link to={workspacePaths.forgotPassword}>{workspacePasswordTexts.forgotLink}</Link>
      </p>
      <p className={styles.customerApp}>
        <a href="#/intro/login">{workspaceTexts.customerAppLink}</a>
      </p>
    </div>
  );
}
