import { paths } from '@kundenportal/domain/routing/paths';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast-store';
import { useStartSession } from './api/start-session';

/**
 * The end of a way into an account that gave a session token (sign-up, activation, password reset):
 * `enter` starts the session, says `success` and lands; when the profile cannot load (the API client has
 * said why), the login. `finishing` holds from the start until that failure, so nothing is sent twice.
 */
export function useEnterAccount() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [finishing, setFinishing] = useState(false);
  const enter = useCallback(
    async (token: string, success: string, fallbackEmail?: string) => {
      setFinishing(true);
      try {
        const user = await startSession(token, fallbackEmail);
        toast.success(success);
        navigate(landingRoute(user));
      } catch {
        setFinishing(false);
        navigate(paths.login);
      }
    },
    [navigate, startSession],
  );
  return { finishing, enter };
}
