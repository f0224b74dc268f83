import { routeTitle } from './route-rules';

/**
 * A page that sends the customer to sign a form and wants them back (issue 29: the Bestandsübertragung
 * leads to its Vollmacht) names itself in the form's address: `…/berater/form/maklervollmacht?zurueck=/app/…`.
 * Only a page of the app's route table counts, so the link can lead nowhere else.
 */
export const RETURN_TO_PARAM = 'zurueck';

/** `path` with the page to come back to. */
export function withReturnTo(path: string, back: string): string {
  return `${path}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
}

/** The page to come back to, from an address's query ('?zurueck=…' or its parameters), with its title; null for none or another. */
export function returnTarget(search: string | URLSearchParams): { path: string; title: string } | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const path = params.get(RETURN_TO_PARAM);
  if (!path || !/^\/app\/[a-z0-9/-]+$/i.test(path)) return null;
  const title = routeTitle(path);
  return title ? { path, title } : null;
}
