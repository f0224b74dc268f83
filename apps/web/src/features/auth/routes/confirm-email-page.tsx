import { errorText } from '@kundenportal/domain/errors/error-codes';
import { paths } from '@kundenportal/domain/routing/paths';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { messages } from '@kundenportal/domain/texts/messages';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import layout from '../../../components/ui/form-layout.module.css';
import { Spinner } from '../../../components/ui/loader';
import { ApiError, validationErrorsOf } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import { getToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast-store';
import { postConfirmEmail } from '../api/confirm-email';
import { getSavedLogin, saveLogin } from '../saved-login';

function confirmErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.genericError;
  if (error.status === 422) {
    const parsed = validationErrorsOf(error);
    return parsed?.fields.code || parsed?.general[0] || accountTexts.linkInvalid;
  }
  return errorText(error.body);
}

/**
 * /intro/email/{code}: the link mailed to a new e-mail address (issue 3, change e-mail). Confirms it
 * once, updates the saved login's e-mail, then goes to the landing route when logged in, else to the
 * login (which then greets with the new address).
 */
export function ConfirmEmailPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const loggedIn = getToken() !== null;
      try {
        const { email } = await postConfirmEmail(code);
        const saved = getSavedLogin();
        if (saved && email) saveLogin({ ...saved, email });
        toast.success(accountTexts.changesSaved);
      } catch (error) {
        toast.error(confirmErrorText(error));
      }
      if (!loggedIn || getToken() === null) {
        navigate(paths.login, { replace: true });
        return;
      }
      try {
        await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
        const user = await queryClient.fetchQuery(currentUserQuery);
        navigate(landingRoute(user), { replace: true });
      } catch {
        navigate(paths.login, { replace: true });
      }
    })();
  }, [code, navigate, queryClient]);

  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{uiTexts.confirmingEmail}</h1>
      <Spinner />
    </div>
  );
}
