import { matchPath, paths } from './paths';

/**
 * Where the login leads back to (issue 31, ADR 200): the adviser's link to a provided contract opened while
 * logged out goes to the login with `?originalRoute=` (the spec's name for an intended route) and, after it,
 * to the link's page. Only such a link counts, so the parameter can lead nowhere else.
 */
export const ORIGINAL_ROUTE_PARAM = 'originalRoute';

/** The login's address for a logged-out visit of `path`. */
export function loginFor(path: string): string {
  return matchPath(paths.approvalLink, path)
    ? `${paths.login}?${ORIGINAL_ROUTE_PARAM}=${encodeURIComponent(path)}`
    : paths.login;
}

/** The route to go to after the login: the kept link's page, or null (then the landing route). */
export function routeAfterLogin(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const path = params.get(ORIGINAL_ROUTE_PARAM);
  return path && !path.includes('?') && matchPath(paths.approvalLink, path) ? path : null;
}
