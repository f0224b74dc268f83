import { describe, expect, it } from 'vitest';
import { resolveConfig, resolveFeatures } from '../account/config-flags';
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

describe('landingRoute (spec section 1)', () => {
  const noReferrals = (overrides: Parameters<typeof fullUser>[0] = {}) =>
    fullUser({ features: resolveFeatures({}), ...overrides });

  it('is the referral page when the referrals feature is on', () => {
    expect(landingRoute(fullUser())).toBe('/app/berater/weiterempfehlung');
    expect(decideRoute('/intro/login', loggedIn())).toEqual({
      kind: 'redirect',
      to: '/app/berater/weiterempfehlung',
    });
  });

  it('is the adviser info page without the referrals feature', () => {
    const user = noReferrals();
    expect(landingRoute(user)).toBe('/app/berater/info');
    expect(decideRoute('/', loggedIn(user))).toEqual({ kind: 'redirect', to: '/app/berater/info' });
    expect(decideRoute('/app/berater/weiterempfehlung', loggedIn(user))).toEqual({
      kind: 'redirect',
      to: '/app/berater/info',
      toast: NOT_PERMITTED,
    });
  });

  it('a user without adviser lands there too and is sent on to the invite page', () => {
    const withReferrals = fullUser({ hasMakler: false });
    expect(landingRoute(withReferrals)).toBe('/app/berater/weiterempfehlung');
    expect(decideRoute('/app/berater/weiterempfehlung', loggedIn(withReferrals))).toEqual({
      kind: 'redirect',
      to: '/app/berater/einladen?originalRoute=%2Fapp%2Fberater%2Fweiterempfehlung',
    });
    expect(landingRoute(noReferrals({ hasMakler: false }))).toBe('/app/berater/info');
  });

  it('is always a route the user is allowed to open or that leads to the invite page', () => {
    const users = [
      fullUser(),
      noReferrals(),
      fullUser({ config: resolveConfig({}), features: resolveFeatures({}) }),
      fullUser({ account_typ: 'makler_light', agent: null }),
      fullUser({ hasMakler: false }),
      noReferrals({ hasMakler: false }),
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
