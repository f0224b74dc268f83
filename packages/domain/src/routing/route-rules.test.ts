import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ConfigFlag, configFlagDefaults, resolveConfig, resolveFeatures } from '../account/config-flags';
import type { Agent } from '../account/user';
import { DEFAULT_ROUTE, href, paths } from './paths';
import {
  decideRoute,
  findRouteRule,
  isPermitted,
  landingRoute,
  type RouteRule,
  type RouteState,
  routeRules,
  routeTitle,
} from './route-rules';

const NOT_PERMITTED = 'Du hast nicht die erforderliche Berechtigung.';
const SETUP_TOAST =
  'Du wurdest von einem angemeldeten Konto ausgeloggt, um den Einrichtungsprozess abschließen zu können.';

type RouteUser = NonNullable<RouteState['user']>;

const agent: Agent = {
  id: 1,
  typ: '93HGB',
  anrede: 'Frau',
  vorname: 'Anna',
  name: 'Beraterin',
  firma: 'Beratung GmbH',
  email: 'anna@example.com',
  phone: '0301234567',
  mobile: '01701234567',
  avatar: null,
  logo: null,
  css: null,
  empfehlungsgeber_art: 'versicherungsvermittler',
  registernummer: null,
  hauptadresse: { co: null, address: 'Hauptstr.', addressnumber: '1', streetcode: '10115', city: 'Berlin' },
};

const allFlagsOn = Object.fromEntries(Object.keys(configFlagDefaults).map((flag) => [flag, true]));

/** A user who may open every app route except the invite page (has an adviser, every flag and feature on). */
function fullUser(overrides: Partial<RouteUser> = {}): RouteUser {
  return {
    hasMakler: true,
    account_typ: 'makler',
    agent,
    config: resolveConfig(allFlagsOn),
    features: resolveFeatures({ referrals: true }),
    ...overrides,
  };
}

function withFlag(flag: ConfigFlag, value: boolean, base: RouteUser = fullUser()): RouteUser {
  return { ...base, config: { ...base.config, [flag]: value } };
}

function loggedIn(user: RouteUser | null = fullUser()): RouteState {
  return { loggedIn: true, user };
}

const loggedOut: RouteState = { loggedIn: false, user: null };

/** A concrete path for a rule's pattern (parameters filled). */
function concrete(pattern: string): string {
  return href(pattern, { token: 'tok123', code: 'abc', form: 'maklervollmacht', id: 7 });
}

/**
 * The expected gates of every route, written down from spec sections 2, 4 and 6 independently of
 * routeRules, so that a changed or missing row fails.
 */
type Expected = {
  intro?: boolean;
  alsoLoggedIn?: boolean;
  adviser?: boolean;
  configFlag?: ConfigFlag;
  referrals?: boolean;
  withoutAdviser?: boolean;
  notMaklerLight?: boolean;
  needsAgent?: boolean;
  areaFlag?: ConfigFlag;
};

const expectedRows: Record<string, Expected> = {
  '/intro/login': { intro: true },
  '/intro/login/forgotpassword': { intro: true },
  '/intro/logout': { intro: true, alsoLoggedIn: true },
  '/intro/sso/tok123': { intro: true },
  '/intro/Passwortvergessen/abc': { intro: true },
  '/intro/einrichtung/abc': { intro: true },
  '/intro/registrierung': { intro: true },
  '/intro/email/abc': { intro: true, alsoLoggedIn: true },
  '/app/berater/weiterempfehlung': { adviser: true, referrals: true },
  '/app/berater/info': { adviser: true },
  '/app/berater/kontakt': { adviser: true, configFlag: 'nachrichten' },
  '/app/berater/form/maklervollmacht': { adviser: true, notMaklerLight: true },
  '/app/berater/einladen': { withoutAdviser: true },
  '/app/person/list': {},
  '/app/person/edit/7': {},
  '/app/person/mail/7': {},
  '/app/MeinKonto/passwort': { configFlag: 'change_passwort' },
  '/app/MeinKonto/email': { configFlag: 'change_email' },
  '/app/MeinKonto/avatar': { configFlag: 'nachrichten', notMaklerLight: true, needsAgent: true },
  '/app/nutzungsbedingungen': { configFlag: 'nutzungsbedinungen' },
  '/app/datenschutz': { configFlag: 'datenschutz' },
  '/app/impressum': {},
  '/app/logout': {},
  '/app/vertraege/list': { configFlag: 'vertrag_list' },
  '/app/vertraege/add': { configFlag: 'vertrag_add' },
  '/app/vertraege/edit/7': { configFlag: 'vertrag_edit' },
  '/app/vertraege/view/7': { configFlag: 'vertrag_details' },
  '/app/dokumente': { configFlag: 'dokumente_list' },
  '/app/liquiditaet': { configFlag: 'liquiditaet' },
  '/app/vergleichen': { configFlag: 'vergleichsrechner' },
  '/app/schadensmeldung': { configFlag: 'schaden' },
  '/app/erinnerung': { configFlag: 'wecker' },
  '/app/vorsorgestatus': { configFlag: 'bedarfscheck' },
  '/app/bestandsuebertragung': { areaFlag: 'bestandsuebertragung' },
  '/app/meinefreigaben': { areaFlag: 'vertrag_bereitstellen' },
};

const expectedPaths = Object.keys(expectedRows);
const appPaths = expectedPaths.filter((path) => !expectedRows[path]?.intro);
const introPaths = expectedPaths.filter((path) => expectedRows[path]?.intro);
const configGated = Object.entries(expectedRows).filter(
  (entry): entry is [string, Expected & { configFlag: ConfigFlag }] => entry[1].configFlag !== undefined,
);

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
  it.each(configGated)('%s is denied without %s: toast and landing route', (path, { configFlag }) => {
    const user = withFlag(configFlag, false);
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
    expect(decideRoute(path, loggedOut)).toEqual({
      kind: 'redirect',
      to: '/intro/login',
      resetSession: true,
    });
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

describe('decideRoute: adviser (hasMakler) gate', () => {
  const noAdviser = fullUser({ hasMakler: false });
  const adviserRoutes = appPaths.filter((path) => expectedRows[path]?.adviser);

  it('covers every /app/berater route except the invite page', () => {
    expect(adviserRoutes.sort()).toEqual(
      appPaths.filter((path) => path.startsWith('/app/berater/') && path !== '/app/berater/einladen').sort(),
    );
  });

  it.each(adviserRoutes)('%s without adviser goes to the invite page with originalRoute', (path) => {
    expect(decideRoute(path, loggedIn(noAdviser))).toEqual({
      kind: 'redirect',
      to: `/app/berater/einladen?originalRoute=${encodeURIComponent(path)}`,
    });
  });

  it('encodes the original route so that it survives as one query parameter', () => {
    const decision = decideRoute('/app/berater/form/a b&c', loggedIn(noAdviser));
    expect(decision.kind).toBe('redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    const url = new URL(to, 'https://portal.example');
    expect(url.pathname).toBe('/app/berater/einladen');
    expect(url.searchParams.get('originalRoute')).toBe('/app/berater/form/a b&c');
    expect(to).toBe('/app/berater/einladen?originalRoute=%2Fapp%2Fberater%2Fform%2Fa%20b%26c');
  });

  it('the invite redirect has no toast', () => {
    expect(decideRoute('/app/berater/info', loggedIn(noAdviser))).not.toHaveProperty('toast');
  });

  it('the invite page is allowed for a user without adviser (also with originalRoute)', () => {
    expect(decideRoute('/app/berater/einladen', loggedIn(noAdviser))).toEqual({ kind: 'allow' });
    expect(
      decideRoute('/app/berater/einladen?originalRoute=%2Fapp%2Fberater%2Finfo', loggedIn(noAdviser)),
    ).toEqual({ kind: 'allow' });
  });

  it('the invite page is refused when the user has an adviser', () => {
    expect(decideRoute('/app/berater/einladen', loggedIn())).toEqual({
      kind: 'redirect',
      to: DEFAULT_ROUTE,
      toast: NOT_PERMITTED,
    });
  });

  it('non-adviser routes are unaffected by hasMakler', () => {
    expect(decideRoute('/app/person/list', loggedIn(noAdviser))).toEqual({ kind: 'allow' });
    expect(decideRoute('/app/MeinKonto/passwort', loggedIn(noAdviser))).toEqual({ kind: 'allow' });
  });
});

describe('decideRoute: bestandsuebertragung and meinefreigaben areas', () => {
  it.each([
    ['/app/bestandsuebertragung', 'bestandsuebertragung'],
    ['/app/meinefreigaben', 'vertrag_bereitstellen'],
  ] as const)('%s without config.%s goes to the adviser info page', (path, flag) => {
    expect(decideRoute(path, loggedIn(withFlag(flag, false)))).toEqual({
      kind: 'redirect',
      to: '/app/berater/info',
    });
  });

  it.each([
    ['/app/bestandsuebertragung', 'bestandsuebertragung'],
    ['/app/meinefreigaben', 'vertrag_bereitstellen'],
  ] as const)('%s with config.%s on is allowed', (path, flag) => {
    const user = fullUser({ config: resolveConfig({ [flag]: true }) });
    expect(decideRoute(path, loggedIn(user))).toEqual({ kind: 'allow' });
  });

  it('the flags are not swapped', () => {
    const onlyTransfer = fullUser({ config: resolveConfig({ bestandsuebertragung: true }) });
    expect(decideRoute('/app/meinefreigaben', loggedIn(onlyTransfer))).toEqual({
      kind: 'redirect',
      to: '/app/berater/info',
    });
    const onlyApprovals = fullUser({ config: resolveConfig({ vertrag_bereitstellen: true }) });
    expect(decideRoute('/app/bestandsuebertragung', loggedIn(onlyApprovals))).toEqual({
      kind: 'redirect',
      to: '/app/berater/info',
    });
  });
});

describe('decideRoute: makler_light, agent and referral rules', () => {
  const light = fullUser({ account_typ: 'makler_light' });

  it('makler_light may not open an adviser form', () => {
    expect(decideRoute('/app/berater/form/maklervollmacht', loggedIn(light))).toEqual({
      kind: 'redirect',
      to: DEFAULT_ROUTE,
      toast: NOT_PERMITTED,
    });
    expect(decideRoute('/app/berater/form/maklervollmacht', loggedIn())).toEqual({ kind: 'allow' });
  });

  it('makler_light has no avatar page', () => {
    expect(decideRoute('/app/MeinKonto/avatar', loggedIn(light))).toEqual({
      kind: 'redirect',
      to: DEFAULT_ROUTE,
      toast: NOT_PERMITTED,
    });
  });

  it('makler_light may still open the other routes', () => {
    for (const path of ['/app/berater/info', '/app/berater/kontakt', '/app/person/list', '/app/impressum']) {
      expect(decideRoute(path, loggedIn(light))).toEqual({ kind: 'allow' });
    }
  });

  it('the avatar page needs an agent', () => {
    expect(decideRoute('/app/MeinKonto/avatar', loggedIn(fullUser({ agent: null })))).toEqual({
      kind: 'redirect',
      to: DEFAULT_ROUTE,
      toast: NOT_PERMITTED,
    });
  });

  it('the avatar page needs messaging (nachrichten)', () => {
    expect(decideRoute('/app/MeinKonto/avatar', loggedIn(withFlag('nachrichten', false)))).toMatchObject({
      kind: 'redirect',
      toast: NOT_PERMITTED,
    });
  });

  it('the avatar page is allowed with agent, messaging and a non-light account', () => {
    const user = fullUser({ config: resolveConfig({ nachrichten: true }) });
    expect(decideRoute('/app/MeinKonto/avatar', loggedIn(user))).toEqual({ kind: 'allow' });
  });

  it('the referral page needs features.referrals', () => {
    const noReferrals = fullUser({ features: resolveFeatures({ referrals: false }) });
    expect(decideRoute('/app/berater/weiterempfehlung', loggedIn(noReferrals))).toEqual({
      kind: 'redirect',
      to: landingRoute(noReferrals),
      toast: NOT_PERMITTED,
    });
    expect(decideRoute('/app/berater/weiterempfehlung', loggedIn())).toEqual({ kind: 'allow' });
  });

  it('a denied redirect never points back at the denied path', () => {
    const users = [
      fullUser({ config: resolveConfig({}), features: resolveFeatures({}) }),
      fullUser({ account_typ: 'makler_light', agent: null, config: resolveConfig({}) }),
      fullUser({ hasMakler: false, config: resolveConfig({}), features: resolveFeatures({}) }),
    ];
    for (const user of users) {
      for (const path of appPaths) {
        const decision = decideRoute(path, loggedIn(user));
        if (decision.kind === 'redirect') expect(decision.to).not.toBe(path);
      }
    }
  });
});

describe('decideRoute: user not loaded yet', () => {
  it.each(appPaths)('%s is allowed while the profile is not loaded', (path) => {
    expect(decideRoute(path, loggedIn(null))).toEqual({ kind: 'allow' });
  });
});

describe('decideRoute: unknown paths', () => {
  it.each([
    '/app/gibtsnicht',
    '/app/person/edit',
    '/app/person/edit/1/extra',
    '/app/meinkonto/passwort',
    '/',
    '',
    '/foo',
  ])('%s: logged in goes to the landing route without toast', (path) => {
    expect(decideRoute(path, loggedIn())).toEqual({ kind: 'redirect', to: DEFAULT_ROUTE });
    expect(decideRoute(path, loggedIn(null))).toEqual({ kind: 'redirect', to: DEFAULT_ROUTE });
  });

  it.each(['/app/gibtsnicht', '/intro/gibtsnicht', '/intro', '/', ''])(
    '%s: logged out goes to the login page',
    (path) => {
      expect(decideRoute(path, loggedOut)).toMatchObject({ kind: 'redirect', to: '/intro/login' });
    },
  );

  it('an unknown intro path while logged in goes to the landing route', () => {
    expect(decideRoute('/intro/gibtsnicht', loggedIn())).toEqual({ kind: 'redirect', to: DEFAULT_ROUTE });
  });

  it('a malformed parameter does not throw and is treated as unknown', () => {
    expect(() => decideRoute('/app/person/edit/%E0%A4%A', loggedIn())).not.toThrow();
    expect(decideRoute('/app/person/edit/%E0%A4%A', loggedIn())).toEqual({
      kind: 'redirect',
      to: DEFAULT_ROUTE,
    });
  });
});

describe('isPermitted', () => {
  const rule = (path: string) => findRouteRule(path)?.rule as RouteRule;

  it('checks config flag, feature, adviser absence, account type and agent', () => {
    expect(isPermitted(rule('/app/MeinKonto/passwort'), fullUser())).toBe(true);
    expect(isPermitted(rule('/app/MeinKonto/passwort'), withFlag('change_passwort', false))).toBe(false);
    expect(
      isPermitted(rule('/app/berater/weiterempfehlung'), fullUser({ features: resolveFeatures({}) })),
    ).toBe(false);
    expect(isPermitted(rule('/app/berater/einladen'), fullUser())).toBe(false);
    expect(isPermitted(rule('/app/berater/einladen'), fullUser({ hasMakler: false }))).toBe(true);
    expect(isPermitted(rule('/app/berater/form/x'), fullUser({ account_typ: 'makler_light' }))).toBe(false);
    expect(isPermitted(rule('/app/MeinKonto/avatar'), fullUser({ agent: null }))).toBe(false);
    expect(isPermitted(rule('/app/impressum'), fullUser({ config: resolveConfig({}) }))).toBe(true);
  });

  it('does not apply the hasMakler gate itself (that is a redirect, not a denial)', () => {
    expect(isPermitted(rule('/app/berater/info'), fullUser({ hasMakler: false }))).toBe(true);
  });
});

describe('landingRoute', () => {
  it('is the default route for a user with adviser', () => {
    expect(landingRoute(fullUser())).toBe(DEFAULT_ROUTE);
  });

  it('is the default route for a user without adviser (the guard then sends to the invite page)', () => {
    expect(landingRoute(fullUser({ hasMakler: false, features: resolveFeatures({}) }))).toBe(DEFAULT_ROUTE);
  });

  it('the default route is the referral page (spec) or, until that is built, the adviser info page', () => {
    expect(['/app/berater/weiterempfehlung', '/app/berater/info']).toContain(DEFAULT_ROUTE);
  });

  it('is always a route the user is allowed to open or that leads to the invite page', () => {
    const users = [
      fullUser(),
      fullUser({ config: resolveConfig({}), features: resolveFeatures({}) }),
      fullUser({ account_typ: 'makler_light', agent: null }),
      fullUser({ hasMakler: false }),
    ];
    for (const user of users) {
      const decision = decideRoute(landingRoute(user), loggedIn(user));
      if (decision.kind === 'redirect') {
        expect(decision.toast).toBeUndefined();
        expect(decision.to.startsWith('/app/berater/einladen?originalRoute=')).toBe(true);
      } else {
        expect(decision).toEqual({ kind: 'allow' });
      }
    }
  });
});

describe('with the spec default route (referral page)', () => {
  afterEach(() => {
    vi.doUnmock('./paths');
    vi.resetModules();
  });

  async function loadWithReferralDefault() {
    vi.resetModules();
    vi.doMock('./paths', async (importOriginal) => {
      const original = await importOriginal<typeof import('./paths')>();
      return { ...original, DEFAULT_ROUTE: original.paths.referral };
    });
    return import('./route-rules');
  }

  it('lands on the referral page when the referrals feature is on', async () => {
    const rules = await loadWithReferralDefault();
    expect(rules.landingRoute(fullUser())).toBe('/app/berater/weiterempfehlung');
    expect(rules.decideRoute('/intro/login', loggedIn())).toEqual({
      kind: 'redirect',
      to: '/app/berater/weiterempfehlung',
    });
  });

  it('lands on the imprint when the referrals feature is off, and the denial goes there', async () => {
    const rules = await loadWithReferralDefault();
    const user = fullUser({ features: resolveFeatures({}) });
    expect(rules.landingRoute(user)).toBe('/app/impressum');
    expect(rules.decideRoute('/app/berater/weiterempfehlung', loggedIn(user))).toEqual({
      kind: 'redirect',
      to: '/app/impressum',
      toast: NOT_PERMITTED,
    });
    expect(
      rules.decideRoute('/app/MeinKonto/passwort', loggedIn(withFlag('change_passwort', false, user))),
    ).toEqual({ kind: 'redirect', to: '/app/impressum', toast: NOT_PERMITTED });
  });

  it('a user without adviser still lands on the referral page and is sent on to the invite page', async () => {
    const rules = await loadWithReferralDefault();
    const user = fullUser({ hasMakler: false, features: resolveFeatures({}) });
    expect(rules.landingRoute(user)).toBe('/app/berater/weiterempfehlung');
    expect(rules.decideRoute('/app/berater/weiterempfehlung', loggedIn(user))).toEqual({
      kind: 'redirect',
      to: '/app/berater/einladen?originalRoute=%2Fapp%2Fberater%2Fweiterempfehlung',
    });
  });
});
