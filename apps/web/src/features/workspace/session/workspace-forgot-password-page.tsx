import { forgotRequestSchema } from '@kundenportal/domain/account/account-schemas';
import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { workspacePasswordTexts as workspaceTexts } from '@kundenportal/domain/texts/workspace-password';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoginEmailField } from '../../../components/ui/login-email-field';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { postAdviserForgotPassword } from './password-api';
import styles from './workspace-login-page.module.css';

/**
 * `#/berater/passwort-vergessen`: asks for the reset link of a workspace account. The answer never says
 * whether the address has one (no enumeration); the link leads to `#/berater/passwort/{code}`.
 */
export function WorkspaceForgotPasswordPage() {
  const form = useForm(
    { email: '' },
    { parse: (values) => fromSafeParse(forgotRequestSchema.safeParse(values)) },
  );
  const request = useMutation({ mutationFn: postAdviserForgotPassword });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const body = form.validate();
    if (!body) return;
    request.mutate(body.email, { onError: (error) => form.showSubmitError(error) });
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading} tabIndex={-1}>
        {workspaceTexts.forgotHeading}
      </h1>
      {request.isSuccess ? (
        <p role="status">{workspaceTexts.forgotSent}</p>
      ) : (
        <>
          <p>{workspaceTexts.forgotIntro}</p>
          <form className={styles.form} noValidate onSubmit={onSubmit}>
            <LoginEmailField {...form.bind('email')} label={workspaceTexts.email} />
            <Button type="submit" block disabled={request.isPending}>
              {workspaceTexts.forgotButton}
            </Button>
          </form>
        </>
      )}
      <p className={styles.customerApp}>
        <Link to={workspacePaths.login}>{workspaceTexts.backToLogin}</Link>
      </p>
    </div>
  );
}
