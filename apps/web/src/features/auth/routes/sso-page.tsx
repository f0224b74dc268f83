import { ssoErrorToast } from '@kundenportal/domain/account/account-errors';
import { paths } from '@kundenportal/domain/routing/paths';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { messages } from '@kundenportal/domain/texts/messages';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import layout from '../../../components/ui/form-layout.module.css';
import { Spinner } from '../../../components/ui/loader';
import { ApiError } from '../../../lib/api-client';
import { getToken, setToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast-store';
import { getSsoLogin } from '../api/sso-login';
import { useStartSession } from '../api/start-session';

/**
 * /intro/sso/{token}: single sign-on from the adviser's system (spec sections 2 and 8). The token is
 * single-use, so it is sent once even when React runs the effect twice (development StrictMode).
 * Success → the landing route; 401 → 'Der Token ist nicht gültig.' (title 'Fehler beim einloggen'),
 * anything else → 'Es ist ein Fehler beim Login aufgetreten'; both → the login.
 */
export function SsoPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let sessionToken: string;
      try {
        ({ token: sessionToken } = await getSsoLogin(token));
      } catch (error) {
        const { title, text } = ssoErrorToast(error instanceof ApiError ? error.status : undefined);
        toast.error(text, title);
        navigate(paths.login, { replace: true });
        return;
      }
      try {
        const user = await startSession(sessionToken);
        toast.success(messages.loginSuccess);
        navigate(landingRoute(user), { replace: true });
      } catch {
        if (getToken()) setToken(null);
        toast.error(ssoErrorToast(undefined).text);
        navigate(paths.login, { replace: true });
      }
    })();
  }, [token, navigate, startSession]);

  return (
    <div className={layout.page}>
      <h1 className={layout.heading}>{uiTexts.ssoLoggingIn}</h1>
      <Spinner />
    </div>
  );
}
