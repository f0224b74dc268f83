import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig, resolveFeatures } from '../account/config-flags';
import { DEFAULT_ROUTE } from './paths';
import { decideRoute, findRouteRule, isPermitted, landingRoute, type RouteRule } from './route-rules';
import { fullUser, loggedIn, NOT_PERMITTED, withFlag } from './route-rules.fixtures';

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
