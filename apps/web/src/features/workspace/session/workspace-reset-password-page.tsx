import { resetPasswordSchema } from '@kundenportal/domain/account/account-schemas';
import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { workspacePasswordTexts as workspaceTexts } from '@kundenportal/domain/texts/workspace-password';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/loader';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { Notice } from '../../../components/ui/notice';
import { validationErrorsOf } from '../../../lib/api-client';
import { setToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast-store';
import { useForm, zodFieldErrors } from '../../../lib/use-form';
import { postAdviserCheckResetCode, postAdviserResetPassword } from './password-api';
import styles from './workspace-login-page.module.css';

/**
 * `#/berater/passwort/{code}`: a new password for the mailed code, with the customers' password policy;
 * saved, the adviser is logged in. The link is checked when the page opens: a used, expired or foreign
 * one says so at once instead of showing the form (issue 27, ADR 040); one used meanwhile is refused on
 * saving and leads back to asking for a new one.
 */
export function WorkspaceResetPasswordPage() {
  const { code = '' } = useParams();
  const check = useQuery({
    queryKey: ['workspace', 'reset-code-check', code],
    queryFn: ({ signal }) => postAdviserCheckResetCode(code, signal),
    retry: false,
    gcTime: 0,
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.heading} tabIndex={-1}>
        {workspaceTexts.resetHeading}
      </h1>
      {check.isPending ? (
        <>
          <p>{workspaceTexts.checkingLink}</p>
          <Spinner />
        </>
      ) : check.data?.valid === false ? (
        <LinkInvalid />
      ) : (
        <ResetForm code={code} />
      )}
      <p className={styles.customerApp}>
        <Link to={workspacePaths.login}>{workspaceTexts.backToLogin}</Link>
      </p>
    </div>
  );
}

function LinkInvalid() {
  const navigate = useNavigate();
  return (
    <>
      <Notice variant="error">{workspaceTexts.linkInvalid}</Notice>
      <Button block onClick={() => navigate(workspacePaths.forgotPassword)}>
        {workspaceTexts.requestNewLink}
      </Button>
    </>
  );
}

function ResetForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const form = useForm({ password: '', password_confirmation: '' });
  const reset = useMutation({ mutationFn: postAdviserResetPassword });

  const linkInvalid = () => {
    toast.error(workspaceTexts.linkInvalid);
    navigate(workspacePaths.forgotPassword);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const result = resetPasswordSchema.safeParse({ code, ...form.values });
    const fieldErrors = zodFieldErrors(result);
    if (fieldErrors.code) return linkInvalid();
    if (form.setErrors(fieldErrors) || !result.success) return;
    reset.mutate(result.data, {
      onSuccess: ({ token }) => {
        setToken(token, 'adviser');
        toast.success(workspaceTexts.resetDone);
        navigate(workspacePaths.customers);
      },
      onError: (error) => {
        if (validationErrorsOf(error)?.fields.code !== undefined) return linkInvalid();
        form.showSubmitError(error);
      },
    });
  }

  return (
    <>
      <p>{workspaceTexts.resetIntro}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <NewPasswordFields {...form.bindNewPassword('password', 'password_confirmation')} address="sie" />
        <Button type="submit" block disabled={reset.isPending}>
          {workspaceTexts.resetButton}
        </Button>
      </form>
    </>
  );
}
