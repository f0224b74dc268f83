import { isInvalidLinkError } from '@kundenportal/domain/account/account-errors';
import { completeSchema } from '@kundenportal/domain/account/account-schemas';
import { errorText } from '@kundenportal/domain/errors/error-codes';
import { paths } from '@kundenportal/domain/routing/paths';
import { accountTexts } from '@kundenportal/domain/texts/account';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import { messages } from '@kundenportal/domain/texts/messages';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import { Spinner } from '../../../components/ui/loader';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { useCompleteAccount } from '../api/complete-account';
import { activationQuery } from '../api/get-activation';
import { LegalConsents, LegalTextDialogs } from '../components/legal-consents';
import { useEnterAccount } from '../use-enter-account';

/** An invalid activation link ends on the login with 'Der Link ist nicht mehr gültig' (spec section 8). */
function linkFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (isInvalidLinkError(error.status, error.body)) return accountTexts.linkInvalid;
    return errorText(error.body);
  }
  return messages.genericError;
}

/**
 * /intro/einrichtung/{code}: an account an adviser created sets its password (spec section 2). The
 * guard has already logged out a logged-in user. GET /api/activate/{code} greets 'Hallo {first_name}'
 * with the e-mail; POST /api/complete?token={code} sets the password, accepts the terms and the privacy
 * text (as sign-up does, issue 27) and logs in.
 */
export function SetupPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const activation = useQuery(activationQuery(code));
  const complete = useCompleteAccount(code);
  const form = useForm(
    { password: '', password_confirmation: '', agb_check: '0', datenschutzerklaerung_check: '0' },
    { parse: (values) => fromSafeParse(completeSchema.safeParse(values)) },
  );
  const { finishing, enter } = useEnterAccount();
  const [openText, setOpenText] = useState<LegalDocumentKey | null>(null);

  useEffect(() => {
    if (!activation.isError) return;
    toast.error(linkFailureText(activation.error));
    navigate(paths.login, { replace: true });
  }, [activation.isError, activation.error, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete.isPending || finishing) return;
    const body = form.validate();
    if (!body) return;
    let token: string;
    try {
      ({ token } = await complete.mutateAsync(body));
    } catch (error) {
      if (
        error instanceof ApiError &&
        (isInvalidLinkError(error.status, error.body) || error.status === 401)
      ) {
        toast.error(accountTexts.linkInvalid);
        navigate(paths.login);
        return;
      }
      form.showSubmitError(error);
      return;
    }
    await enter(token, messages.loginSuccess, activation.data?.email);
  }

  if (!activation.data) {
    return (
      <div className={layout.page}>
        <h1 className={layout.heading}>{uiTexts.setupChecking}</h1>
        <Spinner />
      </div>
    );
  }

  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{uiTexts.setupGreeting(activation.data.first_name)}</h1>
      <p className={layout.intro}>{uiTexts.setupIntro}</p>
      <p className={layout.detail}>
        <span className={layout.detailLabel}>{uiTexts.setupEmail}</span>
        <strong>{activation.data.email}</strong>
      </p>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        {/* The e-mail as user name, so a password manager stores the new password with it. */}
        <input
          type="email"
          name="email"
          autoComplete="username"
          value={activation.data.email}
          readOnly
          hidden
        />
        <NewPasswordFields
          {...form.bindNewPassword('password', 'password_confirmation')}
          passwordLabel={uiTexts.signupPasswordLabel}
        />
        <LegalConsents form={form} onOpenText={setOpenText} />
        <Button type="submit" block disabled={complete.isPending || finishing}>
          {uiTexts.setupSubmit}
        </Button>
      </form>
      <LegalTextDialogs open={openText} onClose={() => setOpenText(null)} />
    </div>
  );
}
