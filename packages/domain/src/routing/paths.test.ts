import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE, FALLBACK_ROUTE, href, LANDING_ROUTES, matchPath, paths } from './paths';

const patterns = Object.values(paths);
const paramNames = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);

describe('paths', () => {
  it('every path is a hash route under /intro or /app, but the public signature check (issue 27)', () => {
    for (const pattern of patterns)
      if (pattern !== paths.signatureCheck) expect(pattern).toMatch(/^\/(intro|app)\//);
    expect(paths.signatureCheck).toBe('/pruefen');
  });

  it('has the spec routes verbatim', () => {
    expect(paths.login).toBe('/intro/login');
    expect(paths.introLogout).toBe('/intro/logout');
    expect(paths.setup).toBe('/intro/einrichtung/:code');
    expect(paths.resetPassword).toBe('/intro/Passwortvergessen/:code');
    expect(paths.referral).toBe('/app/berater/weiterempfehlung');
    expect(paths.invite).toBe('/app/berater/einladen');
    expect(paths.password).toBe('/app/MeinKonto/passwort');
    expect(paths.imprint).toBe('/app/impressum');
  });

  it('the default route is the referral page (spec section 1), the fallback the adviser info page', () => {
    expect(DEFAULT_ROUTE).toBe('/app/berater/weiterempfehlung');
    expect(FALLBACK_ROUTE).toBe('/app/berater/info');
    expect(LANDING_ROUTES).toEqual([DEFAULT_ROUTE, FALLBACK_ROUTE]);
  });
});

describe('href', () => {
  it('fills parameters, numbers included (id 0 creates a person)', () => {
    expect(href(paths.personEdit, { id: 0 })).toBe('/app/person/edit/0');
    expect(href(paths.setup, { code: 'abc123' })).toBe('/intro/einrichtung/abc123');
    expect(href(paths.adviserForm, { form: 'maklervollmacht' })).toBe('/app/berater/form/maklervollmacht');
  });

  it('leaves a pattern without parameters unchanged and ignores extra parameters', () => {
    expect(href(paths.imprint)).toBe('/app/impressum');
    expect(href(paths.personEdit, { id: 5, other: 'x' })).toBe('/app/person/edit/5');
  });

  it('encodes reserved characters so that a parameter stays one segment', () => {
    expect(href(paths.sso, { token: 'a/b?c#d e' })).toBe('/intro/sso/a%2Fb%3Fc%23d%20e');
  });

  it('throws on a missing parameter, naming it', () => {
    expect(() => href(paths.personEdit)).toThrow(/Missing route parameter id/);
    expect(() => href(paths.personEdit, { code: 1 })).toThrow(/id/);
  });
});

describe('matchPath', () => {
  it('returns the decoded parameters of a match', () => {
    expect(matchPath(paths.personEdit, '/app/person/edit/12')).toEqual({ id: '12' });
    expect(matchPath(paths.sso, '/intro/sso/a%2Fb')).toEqual({ token: 'a/b' });
  });

  it('returns an empty object for a static match', () => {
    expect(matchPath(paths.imprint, '/app/impressum')).toEqual({});
  });

  it('ignores the query string and a trailing slash', () => {
    expect(matchPath(paths.invite, '/app/berater/einladen?originalRoute=%2Fapp%2Fberater%2Finfo')).toEqual(
      {},
    );
    expect(matchPath(paths.personList, '/app/person/list/')).toEqual({});
    expect(matchPath(paths.personEdit, '/app/person/edit/3?tab=2')).toEqual({ id: '3' });
  });

  it('returns null for other paths', () => {
    expect(matchPath(paths.personEdit, '/app/person/edit')).toBeNull();
    expect(matchPath(paths.personEdit, '/app/person/edit/1/2')).toBeNull();
    expect(matchPath(paths.personEdit, '/app/person/mail/1')).toBeNull();
    expect(matchPath(paths.imprint, '/app/impressum2')).toBeNull();
    expect(matchPath(paths.imprint, '/app')).toBeNull();
    expect(matchPath(paths.imprint, '')).toBeNull();
  });

  it('is case-sensitive (MeinKonto, Passwortvergessen)', () => {
    expect(matchPath(paths.password, '/app/meinkonto/passwort')).toBeNull();
    expect(matchPath(paths.resetPassword, '/intro/passwortvergessen/x')).toBeNull();
  });

  it('returns null instead of throwing on a malformed escape', () => {
    expect(matchPath(paths.personEdit, '/app/person/edit/%E0%A4%A')).toBeNull();
    expect(matchPath(paths.personEdit, '/app/person/edit/%')).toBeNull();
  });

  it('property: href then matchPath gives back the parameters, for every pattern', () => {
    const nonEmpty = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(fc.constantFrom(...patterns), nonEmpty, nonEmpty, (pattern, a, b) => {
        const names = paramNames(pattern);
        const params = Object.fromEntries(names.map((name, i) => [name, i === 0 ? a : b]));
        expect(matchPath(pattern, href(pattern, params))).toEqual(params);
      }),
      { numRuns: 500 },
    );
  });

  it('property: reserved characters in parameters round-trip', () => {
    const tricky = fc.string({
      unit: fc.constantFrom('/', '?', '#', '%', '&', '=', ' ', '.', 'a', 'ä', '€', ':'),
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(tricky, (id) => {
        expect(matchPath(paths.personEdit, href(paths.personEdit, { id }))).toEqual({ id });
      }),
      { numRuns: 500 },
    );
  });

  it('property: numeric ids round-trip as their decimal string', () => {
    fc.assert(
      fc.property(fc.nat(), (id) => {
        expect(matchPath(paths.personMail, href(paths.personMail, { id }))).toEqual({ id: String(id) });
      }),
    );
  });
});
