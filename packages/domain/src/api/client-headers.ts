/** Client identification headers every API request carries (spec section 7). */
export const CLIENT_HEADERS = {
  id: 'x-client-id',
  secret: 'x-client-secret',
  appVersion: 'x-app-version',
  apiVersion: 'x-api-version',
} as const;

/** The built-in web client. Its secret is public by nature (it ships in the browser bundle). */
export const WEB_CLIENT = { id: 'kundenportal-web', secret: 'kundenportal-web-secret' } as const;

export const APP_VERSION = '1.0.0';
export const API_VERSION = '1';

/** Requests that run without the global loader (spec section 7, hidden-loader list). */
export const HIDDEN_LOADER_PATHS: readonly string[] = [
  '/api/push/register',
  '/api/produkttext/',
  '/api/jwtcontracts/',
  '/api/users/banking/',
  '/api/chat',
  '/api/users/freigaben',
  '/api/config/agent/avatar',
  // Ours: the rating card asks in the background once the page is idle, and shows its own state.
  '/api/rating',
];

export function showsLoader(path: string): boolean {
  return !HIDDEN_LOADER_PATHS.some((prefix) => path.startsWith(prefix));
}
