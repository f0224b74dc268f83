import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, HIDDEN_LOADER_PATHS, showsLoader, WEB_CLIENT } from './client-headers';

describe('client headers', () => {
  it('are the fixed header names and the built-in web client', () => {
    expect(CLIENT_HEADERS).toEqual({
      id: 'x-client-id',
      secret: 'x-client-secret',
      appVersion: 'x-app-version',
      apiVersion: 'x-api-version',
    });
    expect(WEB_CLIENT).toEqual({ id: 'kundenportal-web', secret: 'kundenportal-web-secret' });
  });
});

describe('showsLoader', () => {
  it.each([
    '/api/push/register',
    '/api/produkttext/',
    '/api/produkttext/42',
    '/api/jwtcontracts/7',
    '/api/users/banking/bankconnects/3/refresh',
    '/api/users/banking/bankconnects/3/status',
    '/api/users/banking/account/create',
    '/api/users/banking/account/5/refresh',
    '/api/users/banking/account/5/transactions',
    '/api/users/banking/status',
    '/api/users/banking/webform/9',
    '/api/users/banking/bankconnects/status',
    '/api/chat',
    '/api/chat?since=1',
    '/api/users/freigaben',
    '/api/config/agent/avatar',
    '/api/rating',
    '/api/rating/dismiss',
  ])('hides the loader for %s', (path) => {
    expect(showsLoader(path)).toBe(false);
  });

  it.each([
    '/api/login',
    '/api/logout',
    '/api/users/me',
    '/api/persons',
    '/api/persons/3',
    '/api/documents',
    '/api/users/avatar',
    '/api/produkttext',
    '/api/jwtcontracts',
    '/api/users/banking',
    '/api/config/agent',
    '/push/register',
  ])('shows the loader for %s', (path) => {
    expect(showsLoader(path)).toBe(true);
  });

  it('every hidden-loader entry is an /api path', () => {
    for (const prefix of HIDDEN_LOADER_PATHS) expect(prefix.startsWith('/api/')).toBe(true);
  });
});
