import type { User } from '@kundenportal/domain/account/user';
import { paths } from '@kundenportal/domain/routing/paths';
import { decideRoute, landingRoute } from '@kundenportal/domain/routing/route-rules';
import { isWorkspacePath } from '@kundenportal/domain/routing/workspace-paths';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { postLogout } from '../features/auth/api/logout';
import { isOfflineFailure } from '../lib/api-client';
import { currentUserQuery } from '../lib/current-user';
import { endSession } from '../lib/session';
import { getToken, setLanding } from '../lib/storage';
import { toast } from '../lib/toast-store';
import { queryClient } from './query-client';

/**
 * The one route guard (spec sections 4 and 6), run before every navigation by the root route: it
 * loads the profile when logged in and applies `decideRoute` from packages/domain.
 */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  // The adviser workspace guards itself (features/workspace/session/workspace-guard.ts).
  if (isWorkspacePath(path)) return null;
  const loggedIn = getToken() !== null;
  let user: User | null = null;
  if (loggedIn) {
    try {
      user = await queryClient.ensureQueryData(currentUserQuery);
    } catch (error) {
      // Offline the session stays: the error page shows the offline notice (app/pwa/offline-page.tsx).
      if (isOfflineFailure(error)) throw error;
      // A profile load failure logs the user out (spec section 4); the API client has said why.
      if (getToken()) endSession();
      return redirect(paths.login);
    }
  }

  if (user) setLanding(landingRoute(user));
  const decision = decideRoute(path, { loggedIn, user });
  // The catch-all route shows the not-found page (router.tsx).
  if (decision.kind === 'notFound') return null;
  if (decision.kind === 'redirect') {
    if (decision.resetSession) queryClient.removeQueries();
    if (decision.toast) toast.error(decision.toast);
    return redirect(decision.to);
  }
  if (decision.logoutFirst) {
    // Account setup while logged in: that session ends first (spec section 2, /intro/einrichtung).
    await postLogout().catch(() => undefined);
    endSession();
    if (decision.toast) toast.info(decision.toast);
  }
  // A spec route this app has not built is an address without a page like any other: the catch-all
  // route, which matches whatever no built page does, says so.
  return null;
}
