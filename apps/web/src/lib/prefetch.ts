import { requestHeaders } from './request-headers';

/**
 * GET requests started before the app's JavaScript has loaded (by the boot script in index.html,
 * app/boot/boot-script.ts) and handed to the API client, which treats the response like its own
 * (token rotation, errors, loader). Each is used at most once and only with the token it was sent
 * with, so a login, logout or rotation in between makes the client ask again. The token travels in
 * the Authorization header only; `cache: 'no-store'` keeps the answer out of every cache.
 */
type Prefetched = { token: string; response: Promise<Response> };

const GLOBAL = '__kundenportalPrefetch';

function store(): Record<string, Prefetched> {
  const holder = globalThis as unknown as Record<string, Record<string, Prefetched> | undefined>;
  holder[GLOBAL] ??= {};
  return holder[GLOBAL];
}

/** Starts GET /api{path} with the session token, for the app to pick up with `takePrefetched`. */
export function startPrefetch(path: string, token: string): void {
  const response = fetch(`/api${path}`, {
    headers: requestHeaders(token, false),
    cache: 'no-store',
    credentials: 'same-origin',
  });
  // A failure is the API client's to report once it takes the response; until then it is no error.
  response.catch(() => undefined);
  store()[path] = { token, response };
}

/** The prefetched response of GET /api{path}, if one was started with this token; forgotten after. */
export function takePrefetched(path: string, token: string | null): Promise<Response> | undefined {
  const entries = store();
  const entry = entries[path];
  if (!entry) return undefined;
  delete entries[path];
  return token !== null && entry.token === token ? entry.response : undefined;
}
