import { describe, expect, it } from 'vitest';
import { resolveConfig, resolveFeatures } from '../account/config-flags';
import { DEFAULT_ROUTE, paths } from './paths';
import {
  decideRoute,
  findRouteRule,
  landingRoute,
  type RouteRule,
  type RouteState,
  routeRules,
  routeTitle,
} from './route-rules';
import {
  allFlagsOn,
  appPaths,
  concrete,
  configGated,
  type Expected,
  expectedPaths,
  expectedRows,
  fullUser,
  introPaths,
  loggedIn,
  loggedOut,
  NOT_PERMITTED,
  SETUP_TOAST,
  withFlag,
} from './route-rules.fixtures';

describe('routeRules table', () => {
  it('has exactly one row per route of spec section 2', () => {
    expect(routeRules.map((rule) => concrete(rule.path)).sort()).toEqual([...expectedPaths].sort());
  });

  it('has no duplicate patterns', () => {
    expect(new Set(routeRules.map((rule) => rule.path)).size).toBe(routeRules.length);
  });

  it.each(expectedPaths)('%s resolves to its own row with the spec gates', (path) => {
    const found = findRouteRule(path);
    expect(found).not.toBeNull();
    const rule = found?.rule as RouteRule;
    const expected = expectedRows[path] as Expected;
    expect(concrete(rule.path)).toBe(path);
    expect(rule.configFlag).toBe(expected.configFlag);
    expect(rule.orConfigFlag).toBe(expected.orConfigFlag);
    expect(rule.areaFlag).toBe(expected.areaFlag);
    expect(Boolean(rule.adviser)).toBe(Boolean(expected.adviser));
    expect(rule.feature === 'referrals').toBe(Boolean(expected.referrals));
    expect(Boolean(rule.withoutAdviser)).toBe(Boolean(expected.withoutAdviser));
    expect(Boolean(rule.notMaklerLight)).toBe(Boolean(expected.notMaklerLight));
    expect(Boolean(rule.needsAgent)).toBe(Boolean(expected.needsAgent));
  });

  it('gives every route a non-empty title', () => {
    for (const rule of routeRules) expect(rule.title.trim()).not.toBe('');
  });

  it('routeTitle finds the title of a concrete path and nothing for an unknown one', () => {
    expect(routeTitle('/app/impressum')).toBe('Impressum');
    expect(routeTitle('/app/person/edit/0')).toBe('Person bearbeiten');
    expect(routeTitle('/app/gibtsnicht')).toBeUndefined();
  });

  it('findRouteRule returns the parameters of the path', () => {
    expect(findRouteRule('/app/person/edit/0')?.params).toEqual({ id: '0' });
    expect(findRouteRule('/intro/einrichtung/x%2Fy')?.params).toEqual({ code: 'x/y' });
    expect(findRouteRule('/intro/login/forgotpassword')?.rule.path).toBe(paths.forgotPassword);
  });
});

describe('decideRoute: config-flag gates (every row)', () => {
  it.each(configGated)('%s is denied without %s: toast and landing route', (path, expected) => {
    const { configFlag, orConfigFlag } = expected;
    const user = orConfigFlag
      ? withFlag(orConfigFlag, false, withFlag(configFlag, false))
      : withFlag(configFlag, false);
    expect(decideRoute(path, loggedIn(user))).toEqual({
      kind: 'redirect',
      to: landingRoute(user),
      toast: NOT_PERMITTED,
    });
    expect(landingRoute(user)).toBe(DEFAULT_ROUTE);
  });

  it.each(configGated)('%s is allowed with %s on', (path, { configFlag }) => {
    expect(decideRoute(path, loggedIn(withFlag(configFlag, true)))).toEqual({ kind: 'allow' });
  });

  it.each(configGated)('%s is denied with the stored defaults (flag absent)', (path) => {
    const user = fullUser({ config: resolveConfig({}) });
    expect(decideRoute(path, loggedIn(user))).toMatchObject({ kind: 'redirect', toast: NOT_PERMITTED });
  });

  it('other flags do not open a gated route', () => {
    const user = fullUser({ config: resolveConfig({ ...allFlagsOn, change_passwort: false }) });
    expect(decideRoute('/app/MeinKonto/passwort', loggedIn(user))).toMatchObject({ toast: NOT_PERMITTED });
    expect(decideRoute('/app/MeinKonto/email', loggedIn(user))).toEqual({ kind: 'allow' });
  });

  it('a contract opens with vertrag_details or vertrag_edit alone (contract-rights.ts)', () => {
    const only = (flag: 'vertrag_details' | 'vertrag_edit') =>
      fullUser({ config: resolveConfig({ [flag]: true }) });
    expect(decideRoute('/app/vertraege/view/7', loggedIn(only('vertrag_details')))).toEqual({
      kind: 'allow',
    });
    expect(decideRoute('/app/vertraege/view/7', loggedIn(only('vertrag_edit')))).toEqual({ kind: 'allow' });
    expect(decideRoute('/app/vertraege/edit/7', loggedIn(only('vertrag_details')))).toMatchObject({
      toast: NOT_PERMITTED,
    });
  });

  it('a gate-free app route is allowed even with every flag off', () => {
    const user = fullUser({ config: resolveConfig({}), features: resolveFeatures({}) });
    for (const path of ['/app/person/list', '/app/person/edit/0', '/app/person/mail/3', '/app/impressum']) {
      expect(decideRoute(path, loggedIn(user))).toEqual({ kind: 'allow' });
    }
    expect(decideRoute('/app/logout', loggedIn(user))).toEqual({ kind: 'allow' });
  });
});

describe('decideRoute: the full user', () => {
  it.each(appPaths.filter((path) => path !== '/app/berater/einladen'))('%s is allowed', (path) => {
    expect(decideRoute(path, loggedIn())).toEqual({ kind: 'allow' });
  });
});

describe('decideRoute: session', () => {
  it.each(appPaths)('logged out on %s: reset the session and go to /intro/login', (path) => {
    // The adviser's contract link is kept for after the login (login-return.test.ts).
    const to = path.startsWith('/app/meinefreigaben/vertrag/')
      ? `/intro/login?originalRoute=${encodeURIComponent(path)}`
      : '/intro/login';
    expect(decideRoute(path, loggedOut)).toEqual({ kind: 'redirect', to, resetSession: true });
  });

  it('logged out wins over every other gate, even with a loaded user', () => {
    const state: RouteState = { loggedIn: false, user: fullUser({ hasMakler: false }) };
    expect(decideRoute('/app/berater/kontakt', state)).toEqual({
      kind: 'redirect',
      to: '/intro/login',
      resetSession: true,
    });
  });

  it.each(introPaths)('logged out on %s: allowed', (path) => {
    expect(decideRoute(path, loggedOut)).toEqual({ kind: 'allow' });
  });

  it.each(introPaths.filter((path) => expectedRows[path]?.alsoLoggedIn))(
    'logged in on %s: allowed',
    (path) => {
      expect(decideRoute(path, loggedIn())).toEqual({ kind: 'allow' });
    },
  );

  it.each(
    introPaths.filter((path) => !expectedRows[path]?.alsoLoggedIn && !path.startsWith('/intro/einrichtung/')),
  )('logged in on %s: redirected to the default route', (path) => {
    expect(decideRoute(path, loggedIn())).toEqual({ kind: 'redirect', to: DEFAULT_ROUTE });
    expect(decideRoute(path, loggedIn(null))).toEqual({ kind: 'redirect', to: DEFAULT_ROUTE });
  });

  it('an intro redirect carries no toast and no session reset', () => {
    const decision = decideRoute('/intro/login', loggedIn());
    expect(decision).not.toHaveProperty('toast');
    expect(decision).not.toHaveProperty('resetSession');
  });

  it('/intro/einrichtung while logged in: allowed, log out first, with the spec toast', () => {
    expect(decideRoute('/intro/einrichtung/abc', loggedIn())).toEqual({
      kind: 'allow',
      logoutFirst: true,
      toast: SETUP_TOAST,
    });
    expect(decideRoute('/intro/einrichtung/abc', loggedIn(null))).toEqual({
      kind: 'allow',
      logoutFirst: true,
      toast: SETUP_TOAST,
    });
  });

  it('/intro/einrichtung while logged out: allowed without logout or toast', () => {
    expect(decideRoute('/intro/einrichtung/abc', loggedOut)).toEqual({ kind: 'allow' });
  });

  it('/intro/logout is always allowed', () => {
    expect(decideRoute('/intro/logout', loggedOut)).toEqual({ kind: 'allow' });
    expect(decideRoute('/intro/logout', loggedIn())).toEqual({ kind: 'allow' });
    expect(decideRoute('/intro/logout', loggedIn(null))).toEqual({ kind: 'allow' });
    expect(
      decideRoute('/intro/logout', loggedIn(fullUser({ hasMakler: false, config: resolveConfig({}) }))),
    ).toEqual({ kind: 'allow' });
  });

  it('/intro/login with a state query (forgotPassword) is still the login route', () => {
    expect(decideRoute('/intro/login?forgotPassword=1', loggedOut)).toEqual({ kind: 'allow' });
  });
});
