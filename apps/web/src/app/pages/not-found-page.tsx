import { DEFAULT_ROUTE, paths } from '@kundenportal/domain/routing/paths';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { messages } from '@kundenportal/domain/texts/messages';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Link } from 'react-router';
import { useCurrentUser, useIsLoggedIn } from '../../lib/current-user';

/**
 * An address without a page (`#/app/gibtesnicht`, `#/foo/bar`): says so and leads to the start — the
 * landing page when logged in, else the login (issue 27; the guard lets such an address through).
 */
export function NotFoundPage() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const start = !loggedIn ? paths.login : user ? landingRoute(user) : DEFAULT_ROUTE;
  return (
    <>
      <h1 tabIndex={-1}>{messages.notFound}</h1>
      <p>
        <Link to={start}>{uiTexts.toStartPage}</Link>
      </p>
    </>
  );
}
