import { isWorkspacePublicPath, workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getToken } from '../../../lib/storage';

/**
 * The workspace's guard (its own: the customer app's route rules do not apply here): without an adviser
 * session every page but the login and the password reset leads to the login, with one the login and the root lead to the
 * customer list. The session itself is checked by the first call (401 ends it, lib/api-client).
 */
export function workspaceGuard({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const loggedIn = getToken('adviser') !== null;
  if (!loggedIn && !isWorkspacePublicPath(path)) return redirect(workspacePaths.login);
  if (
    loggedIn &&
    (path === workspacePaths.login || path === workspacePaths.root || path === `${workspacePaths.root}/`)
  )
    return redirect(workspacePaths.customers);
  return null;
}
