import { type ConfigFlag, configFlagDefaults, resolveConfig, resolveFeatures } from '../account/config-flags';
import type { Agent } from '../account/user';
import { href } from './paths';
import type { RouteState } from './route-rules';

/** Users, states and the expected route table shared by the route-rules tests. */
export const NOT_PERMITTED = 'Du hast nicht die erforderliche Berechtigung.';
export const SETUP_TOAST =
  'Du wurdest von einem angemeldeten Konto ausgeloggt, um den Einrichtungsprozess abschließen zu können.';

export type RouteUser = NonNullable<RouteState['user']>;

export const agent: Agent = {
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
  branding: null,
  empfehlungsgeber_art: 'versicherungsvermittler',
  registernummer: null,
  hauptadresse: { co: null, address: 'Hauptstr.', addressnumber: '1', streetcode: '10115', city: 'Berlin' },
};

export const allFlagsOn = Object.fromEntries(Object.keys(configFlagDefaults).map((flag) => [flag, true]));

/** A user who may open every app route except the invite page (has an adviser, every flag and feature on). */
export function fullUser(overrides: Partial<RouteUser> = {}): RouteUser {
  return {
    hasMakler: true,
    account_typ: 'makler',
    agent,
    config: resolveConfig(allFlagsOn),
    features: resolveFeatures({ referrals: true }),
    ...overrides,
  };
}

export function withFlag(flag: ConfigFlag, value: boolean, base: RouteUser = fullUser()): RouteUser {
  return { ...base, config: { ...base.config, [flag]: value } };
}

export function loggedIn(user: RouteUser | null = fullUser()): RouteState {
  return { loggedIn: true, user };
}

export const loggedOut: RouteState = { loggedIn: false, user: null };

/** A concrete path for a rule's pattern (parameters filled). */
export function concrete(pattern: string): string {
  return href(pattern, { token: 'tok123', code: 'abc', form: 'maklervollmacht', id: 7 });
}

/**
 * The expected gates of every route, written down from spec sections 2, 4 and 6 independently of
 * routeRules, so that a changed or missing row fails.
 */
export type Expected = {
  intro?: boolean;
  alsoLoggedIn?: boolean;
  adviser?: boolean;
  configFlag?: ConfigFlag;
  /** A second flag that opens the route as well. */
  orConfigFlag?: ConfigFlag;
  referrals?: boolean;
  withoutAdviser?: boolean;
  notMaklerLight?: boolean;
  needsAgent?: boolean;
  areaFlag?: ConfigFlag;
};

export const expectedRows: Record<string, Expected> = {
  '/intro/login': { intro: true },
  '/intro/login/forgotpassword': { intro: true },
  '/intro/logout': { intro: true, alsoLoggedIn: true },
  '/intro/sso/tok123': { intro: true },
  '/intro/Passwortvergessen/abc': { intro: true },
  '/intro/einrichtung/abc': { intro: true },
  '/intro/registrierung': { intro: true },
  '/intro/email/abc': { intro: true, alsoLoggedIn: true },
  // The imprint and privacy text anyone may read (issue 27, item 12).
  '/intro/impressum': { intro: true, alsoLoggedIn: true },
  '/intro/datenschutz': { intro: true, alsoLoggedIn: true },
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
  '/app/MeinKonto/benachrichtigungen': {},
  '/app/MeinKonto/geraete': {},
  // Issue 34 (ADR 312): the diagnostics page; the server answers it only with DEV_TOOLS=true.
  '/app/entwickler': {},
  '/app/MeinKonto/daten': {},
  '/app/MeinKonto/loeschen': {},
  '/app/notfallkarte': { configFlag: 'vertrag_list' },
  '/app/MeinKonto/avatar': { configFlag: 'nachrichten', notMaklerLight: true, needsAgent: true },
  '/app/nutzungsbedingungen': { configFlag: 'nutzungsbedinungen' },
  '/app/datenschutz': { configFlag: 'datenschutz' },
  '/app/impressum': {},
  '/app/logout': {},
  '/app/vertraege/list': { configFlag: 'vertrag_list' },
  '/app/vertraege/add': { configFlag: 'vertrag_add' },
  '/app/vertraege/edit/7': { configFlag: 'vertrag_edit' },
  '/app/vertraege/view/7': { configFlag: 'vertrag_details', orConfigFlag: 'vertrag_edit' },
  '/app/dokumente': { configFlag: 'dokumente_list' },
  '/app/liquiditaet': { configFlag: 'liquiditaet' },
  // Ours (issue 33): the bank accounts and one account's transactions.
  '/app/konten': { configFlag: 'liquiditaet' },
  '/app/konten/7': { configFlag: 'liquiditaet' },
  '/app/vergleichen': { configFlag: 'vergleichsrechner' },
  '/app/schadensmeldung': { configFlag: 'schaden' },
  '/app/erinnerung': { configFlag: 'wecker' },
  '/app/ansprechpartner': {},
  '/app/vorsorgestatus': { configFlag: 'bedarfscheck' },
  '/app/bedarfscheck': { configFlag: 'bedarfscheck' },
  '/app/bestandsuebertragung': { areaFlag: 'bestandsuebertragung', notMaklerLight: true, needsAgent: true },
  '/app/meinefreigaben': { areaFlag: 'vertrag_bereitstellen' },
  // Ours (issue 31): the adviser's link to one provided contract.
  '/app/meinefreigaben/vertrag/tok123': { areaFlag: 'vertrag_bereitstellen' },
  // The public signature check (issue 27): open logged out and logged in.
  '/pruefen': { intro: true, alsoLoggedIn: true },
};

export const expectedPaths = Object.keys(expectedRows);
export const appPaths = expectedPaths.filter((path) => !expectedRows[path]?.intro);
export const introPaths = expectedPaths.filter((path) => expectedRows[path]?.intro);
export const configGated = Object.entries(expectedRows).filter(
  (entry): entry is [string, Expected & { configFlag: ConfigFlag }] => entry[1].configFlag !== undefined,
);
