import { describe, expect, it } from 'vitest';
import { loginFor, routeAfterLogin } from './login-return';
import { paths } from './paths';
import { decideRoute } from './route-rules';

describe('the login keeps the adviser’s contract link', () => {
  const link = '/app/meinefreigaben/vertrag/eyJh.eyJr.c2ln_-';

  it('sends a logged-out visit of the link to the login with it, and only of the link', () => {
    expect(decideRoute(link, { loggedIn: false, user: null })).toEqual({
      kind: 'redirect',
      to: `/intro/login?originalRoute=${encodeURIComponent(link)}`,
      resetSession: true,
    });
    expect(loginFor(paths.contractList)).toBe(paths.login);
  });

  it('leads back to the link after the login, never elsewhere', () => {
    expect(routeAfterLogin(`?originalRoute=${encodeURIComponent(link)}`)).toBe(link);
    for (const other of [
      '/app/vertraege/list',
      'https://evil.example/app/meinefreigaben/vertrag/x',
      '//x',
      '',
    ])
      expect(routeAfterLogin(`?originalRoute=${encodeURIComponent(other)}`), other).toBeNull();
    expect(routeAfterLogin('')).toBeNull();
  });
});
