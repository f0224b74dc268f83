/** Route paths of spec section 2, in one place. Patterns use `:name` for parameters. */
export const paths = {
  login: '/intro/login',
  forgotPassword: '/intro/login/forgotpassword',
  introLogout: '/intro/logout',
  sso: '/intro/sso/:token',
  resetPassword: '/intro/Passwortvergessen/:code',
  setup: '/intro/einrichtung/:code',
  signup: '/intro/registrierung',
  emailConfirm: '/intro/email/:code',
  /** The imprint and privacy text before any login (issue 27, ADR 034): open with and without a session. */
  publicImprint: '/intro/impressum',
  publicPrivacy: '/intro/datenschutz',
  referral: '/app/berater/weiterempfehlung',
  adviserInfo: '/app/berater/info',
  adviserChat: '/app/berater/kontakt',
  adviserForm: '/app/berater/form/:form',
  invite: '/app/berater/einladen',
  personList: '/app/person/list',
  personEdit: '/app/person/edit/:id',
  personMail: '/app/person/mail/:id',
  password: '/app/MeinKonto/passwort',
  email: '/app/MeinKonto/email',
  avatar: '/app/MeinKonto/avatar',
  notifications: '/app/MeinKonto/benachrichtigungen',
  /** Ours (issue 32, ADR 213): the signed-in devices. */
  devices: '/app/MeinKonto/geraete',
  /** Ours (issue 34, ADR 312): the diagnostics page, the spec's developer screen (only with DEV_TOOLS). */
  devtools: '/app/entwickler',
  /** Ours (issue 32, ADR 222): the customer's data export. */
  myData: '/app/MeinKonto/daten',
  /** Ours (issue 32, ADR 239): Konto löschen. */
  accountErasure: '/app/MeinKonto/loeschen',
  /** Ours (issue 32): the emergency card. */
  notfallkarte: '/app/notfallkarte',
  terms: '/app/nutzungsbedingungen',
  privacy: '/app/datenschutz',
  imprint: '/app/impressum',
  appLogout: '/app/logout',
  contractList: '/app/vertraege/list',
  contractAdd: '/app/vertraege/add',
  contractEdit: '/app/vertraege/edit/:id',
  contractView: '/app/vertraege/view/:id',
  documents: '/app/dokumente',
  liquidity: '/app/liquiditaet',
  /** Ours (issue 33, ADR 265): the bank accounts from imported statements, and one account's transactions. */
  bankAccounts: '/app/konten',
  bankAccount: '/app/konten/:id',
  compare: '/app/vergleichen',
  damage: '/app/schadensmeldung',
  reminder: '/app/erinnerung',
  contactPersons: '/app/ansprechpartner',
  pensionStatus: '/app/vorsorgestatus',
  needsCheck: '/app/bedarfscheck',
  portfolioTransfer: '/app/bestandsuebertragung',
  approvals: '/app/meinefreigaben',
  /** Ours (issue 31, ADR 200): the adviser's link to one provided contract, opened after the login. */
  approvalLink: '/app/meinefreigaben/vertrag/:token',
  /** The public signature check (issue 27, ADR 039): a root of its own, open with and without a session. */
  signatureCheck: '/pruefen',
} as const;

export type PathKey = keyof typeof paths;

/** The documents page's query naming one document (its stored file name) to open in the viewer (issue 31). */
export const OPEN_DOCUMENT_PARAM = 'oeffnen';

/**
 * The landing route after login (spec section 1): the referral page. A customer without the referrals
 * feature lands on the adviser info page instead (`FALLBACK_ROUTE`, route-rules.ts `landingRoute`).
 */
export const DEFAULT_ROUTE: string = paths.referral;
export const FALLBACK_ROUTE: string = paths.adviserInfo;

/** The pages a logged-in user can land on; each has a prerendered first-load shell (apps/web/build). */
export const LANDING_ROUTES: readonly string[] = [DEFAULT_ROUTE, FALLBACK_ROUTE];

/** Fills a pattern's parameters: `href('/app/person/edit/:id', { id: 0 })`. */
export function href(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** Matches a concrete path against a pattern; returns its parameters or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i] as string;
    const actual = pathParts[i] as string;
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
