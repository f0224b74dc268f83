import { resetPasswordSchema } from '@kundenportal/domain/account/account-schemas';
import { paths } from '@kundenportal/domain/routing/paths';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import { Spinner } from '../../../components/ui/loader';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { Notice } from '../../../components/ui/notice';
import { validationErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useForm, zodFieldErrors } from '../../../lib/use-form';
import { resetCodeCheckQuery } from '../api/check-reset-code';
import { useResetPassword } from '../api/reset-password';
import { useEnterAccount } from '../use-enter-account';

/**
 * /intro/Passwortvergessen/{code} (spec sections 2 and 8): a new password for the mailed code →
 * POST /api/password/forgot → logged in with the returned token. The link is checked when the page
 * opens: a used, expired or unknown one shows its message and a way to a new link instead of the form
 * (issue 27, ADR 040). If the check cannot answer, the form shows; a code refused on saving (used
 * meanwhile) is shown as a toast and leads to the login.
 */
export function ResetPasswordPage() {
  const { code = '' } = useParams();
  const check = useQuery(resetCodeCheckQuery(code));
  if (check.isPending) return <CheckingLink />;
  if (check.data?.valid === false) return <LinkInvalid />;
  return <ResetPasswordForm code={code} />;
}

function CheckingLink() {
  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{uiTexts.resetPasswordHeading}</h1>
      <p className={layout.intro}>{uiTexts.setupChecking}</p>
      <Spinner />
    </div>
  );
}

function LinkInvalid() {
  const navigate = useNavigate();
  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{uiTexts.resetPasswordHeading}</h1>
      <Notice variant="error">
        <p>
          <strong>{accountTexts.linkInvalid}</strong>
        </p>
        <p>{uiTexts.resetLinkInvalidHint}</p>
      </Notice>
      <div className={layout.actions}>
        <Button block onClick={() => navigate(paths.forgotPassword)}>
          {uiTexts.requestNewResetLink}
        </Button>
      </div>
      <p className={layout.step}>
        <Link to={paths.login}>{uiTexts.backToLogin}</Link>
      </p>
    </div>
  );
}

function ResetPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const form = useForm({ password: '', password_confirmation: '' });
  const { values } = form;
  const reset = useResetPassword();
  const { finishing, enter } = useEnterAccount();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending || finishing) return;
    const result = resetPasswordSchema.safeParse({ code, ...values });
    const fieldErrors = zodFieldErrors(result);
    if (fieldErrors.code) {
      toast.error(fieldErrors.code);
      navigate(paths.login);
      return;
    }
    if (form.setErrors(fieldErrors) || !result.success) return;
    let token: string;
    try {
      ({ token } = await reset.mutateAsync(result.data));
    } catch (error) {
      const codeError = validationErrorsOf(error)?.fields.code;
      if (codeError !== undefined) {
        toast.error(codeError || accountTexts.linkInvalid);
        navigate(paths.login);
        return;
      }
      form.showSubmitError(error);
      return;
    }
    await enter(token, accountTexts.changesSaved);
  }

  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{uiTexts.resetPasswordHeading}</h1>
      <p className={layout.intro}>{uiTexts.resetPasswordIntro}</p>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <NewPasswordFields {...form.bindNewPassword('password', 'password_confirmation')} />
        <Button type="submit" block disabled={reset.isPending || finishing}>
          {uiTexts.savePassword}
        </Button>
      </form>
      <p className={layout.step}>
        <Link to={paths.login}>{uiTexts.backToLogin}</Link>
      </p>
    </div>
  );
}
