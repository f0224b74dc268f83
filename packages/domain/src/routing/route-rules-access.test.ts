import { describe, expect, it } from 'vitest';
import { resolveConfig, resolveFeatures } from '../account/config-flags';
import { mayUseTransfers } from '../bestandsuebertragung/transfer-access';
import { DEFAULT_ROUTE } from './paths';
import { decideRoute, landingRoute } from './route-rules';
import {
  appPaths,
  expectedRows,
  fullUser,
  loggedIn,
  loggedOut,
  NOT_PERMITTED,
  withFlag,
} from './route-rules.fixtures';

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
  ] as const)(
    '%s without config.%s goes to the adviser info page with the permission toast',
    (path, flag) => {
      expect(decideRoute(path, loggedIn(withFlag(flag, false)))).toEqual({
        kind: 'redirect',
        to: '/app/berater/info',
        toast: NOT_PERMITTED,
      });
    },
  );

  it.each([
    ['/app/bestandsuebertragung', 'bestandsuebertragung'],
    ['/app/meinefreigaben', 'vertrag_bereitstellen'],
  ] as const)('%s with config.%s on is allowed', (path, flag) => {
    const user = fullUser({ config: resolveConfig({ [flag]: true }) });
    expect(decideRoute(path, loggedIn(user))).toEqual({ kind: 'allow' });
  });

  it('sends makler_light and a customer without an agent away from the Bestandsübertragung, as the server does', () => {
    const config = resolveConfig({ bestandsuebertragung: true });
    for (const user of [
      fullUser({ config, account_typ: 'makler_light' }),
      fullUser({ config, agent: null }),
    ]) {
      const decision = decideRoute('/app/bestandsuebertragung', loggedIn(user));
      expect(decision).toMatchObject({ kind: 'redirect', toast: NOT_PERMITTED });
      expect(mayUseTransfers(user)).toBe(false);
    }
    expect(mayUseTransfers(fullUser({ config }))).toBe(true);
  });

  it('the flags are not swapped', () => {
    const onlyTransfer = fullUser({ config: resolveConfig({ bestandsuebertragung: true }) });
    expect(decideRoute('/app/meinefreigaben', loggedIn(onlyTransfer))).toEqual({
      kind: 'redirect',
      to: '/app/berater/info',
      toast: NOT_PERMITTED,
    });
    const onlyApprovals = fullUser({ config: resolveConfig({ vertrag_bereitstellen: true }) });
    expect(decideRoute('/app/bestandsuebertragung', loggedIn(onlyApprovals))).toEqual({
      kind: 'redirect',
      to: '/app/berater/info',
      toast: NOT_PERMITTED,
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

describe('decideRoute: unknown paths (issue 27: no silent way to the landing page)', () => {
  it.each([
    '/app/gibtsnicht',
    '/app/person/edit',
    '/app/person/edit/1/extra',
    '/app/meinkonto/passwort',
    '/foo',
    '/foo/bar',
    '/intro/gibtsnicht',
  ])('%s is not found, logged in or out, profile loaded or not', (path) => {
    expect(decideRoute(path, loggedIn())).toEqual({ kind: 'notFound' });
    expect(decideRoute(path, loggedIn(null))).toEqual({ kind: 'notFound' });
    expect(decideRoute(path, loggedOut)).toEqual({ kind: 'notFound' });
  });

  it.each(['/', '', '/app', '/app/', '/intro', '/intro/'])(
    '%s: the roots lead to the landing route logged in, to the login logged out',
    (path) => {
      expect(decideRoute(path, loggedIn())).toEqual({ kind: 'redirect', to: DEFAULT_ROUTE });
      expect(decideRoute(path, loggedOut)).toMatchObject({ kind: 'redirect', to: '/intro/login' });
    },
  );

  it('a malformed parameter does not throw and is not found', () => {
    expect(() => decideRoute('/app/person/edit/%E0%A4%A', loggedIn())).not.toThrow();
    expect(decideRoute('/app/person/edit/%E0%A4%A', loggedIn())).toEqual({ kind: 'notFound' });
  });
});
