import {
  API_VERSION,
  APP_VERSION,
  CLIENT_HEADERS,
  WEB_CLIENT,
} from '@kundenportal/domain/api/client-headers';

/**
 * The headers of every API call (spec section 7): client id and secret, versions, no caching, the
 * session token as a Bearer header (never in a URL). Shared by the API client and the boot script
 * (app/boot/boot-script.ts), which starts the first profile request before the app has loaded.
 */
export function requestHeaders(token: string | null, hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    [CLIENT_HEADERS.id]: WEB_CLIENT.id,
    [CLIENT_HEADERS.secret]: WEB_CLIENT.secret,
    [CLIENT_HEADERS.appVersion]: APP_VERSION,
    [CLIENT_HEADERS.apiVersion]: API_VERSION,
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
