import type { ConfigFlag } from '../account/config-flags';
import type { User } from '../account/user';
import { messages } from '../texts/messages';
import { routeTitleTexts as t } from '../texts/route-titles';
import { loginFor } from './login-return';
import { DEFAULT_ROUTE, FALLBACK_ROUTE, matchPath, paths } from './paths';

/** What a route needs (spec sections 2, 4 and 6). */
export type RouteRule = {
  path: string;
  title: string;
  /** Config flag that gates the route. */
  configFlag?: ConfigFlag;
  /** A second flag that opens the route as well (a contract opens to look or to change it). */
  orConfigFlag?: ConfigFlag;
  /** Feature flag that gates the route. */
  feature?: 'referrals';
  /** An adviser route: needs hasMakler, else the invite page with originalRoute. */
  adviser?: boolean;
  /** Only for users without an adviser (the invite page). */
  withoutAdviser?: boolean;
  notMaklerLight?: boolean;
  needsAgent?: boolean;
  /** An area whose gate sends the user to the adviser info page (bestandsuebertragung, meinefreigaben). */
  areaFlag?: ConfigFlag;
  /** An intro route open to logged-in users too (logout, confirming a new e-mail address from a mail link). */
  alsoLoggedIn?: boolean;
};

const p = paths;

/** Every route of spec section 2 with its rule. */
export const routeRules: readonly RouteRule[] = [
  { path: p.login, title: t.login },
  { path: p.forgotPassword, title: t.forgotPassword },
  { path: p.introLogout, title: t.introLogout, alsoLoggedIn: true },
  { path: p.sso, title: t.sso },
  { path: p.resetPassword, title: t.resetPassword },
  { path: p.setup, title: t.setup },
  { path: p.signup, title: t.signup },
  { path: p.emailConfirm, title: t.emailConfirm, alsoLoggedIn: true },
  { path: p.publicImprint, title: t.publicImprint, alsoLoggedIn: true },
  { path: p.publicPrivacy, title: t.publicPrivacy, alsoLoggedIn: true },
  { path: p.referral, title: t.referral, adviser: true, feature: 'referrals' },
  { path: p.adviserInfo, title: t.adviserInfo, adviser: true },
  { path: p.adviserChat, title: t.adviserChat, adviser: true, configFlag: 'nachrichten' },
  { path: p.adviserForm, title: t.adviserForm, adviser: true, notMaklerLight: true },
  { path: p.invite, title: t.invite, withoutAdviser: true },
  { path: p.personList, title: t.personList },
  { path: p.personEdit, title: t.personEdit },
  { path: p.personMail, title: t.personMail },
  { path: p.password, title: t.password, configFlag: 'change_passwort' },
  { path: p.email, title: t.email, configFlag: 'change_email' },
  // Issue 13: mail notification settings; every customer has at least the adviser's documents.
  { path: p.notifications, title: t.notifications },
  // Issue 32: the signed-in devices; every customer has at least the current one.
  { path: p.devices, title: t.devices },
  // Issue 34 (ADR 312): no flag, no menu entry; the server answers it only with DEV_TOOLS=true.
  { path: p.devtools, title: t.devtools },
  // Issue 32: the data export (Art. 15 and 20 DSGVO) is every customer's right.
  { path: p.myData, title: t.myData },
  // Issue 32: the erasure (Art. 17 DSGVO) is every customer's right too.
  { path: p.accountErasure, title: t.accountErasure },
  // Issue 32: the emergency card shows contracts, so it is open where the contract list is.
  { path: p.notfallkarte, title: t.notfallkarte, configFlag: 'vertrag_list' },
  { path: p.avatar, title: t.avatar, notMaklerLight: true, needsAgent: true, configFlag: 'nachrichten' },
  { path: p.terms, title: t.terms, configFlag: 'nutzungsbedinungen' },
  { path: p.privacy, title: t.publicPrivacy, configFlag: 'datenschutz' },
  { path: p.imprint, title: t.publicImprint },
  { path: p.appLogout, title: t.introLogout },
  { path: p.contractList, title: t.contractList, configFlag: 'vertrag_list' },
  { path: p.contractAdd, title: t.contractAdd, configFlag: 'vertrag_add' },
  { path: p.contractEdit, title: t.contractEdit, configFlag: 'vertrag_edit' },
  // contract-rights.ts: a contract opens with vertrag_details (to look) or vertrag_edit (to change).
  {
    path: p.contractView,
    title: t.contractView,
    configFlag: 'vertrag_details',
    orConfigFlag: 'vertrag_edit',
  },
  { path: p.documents, title: t.documents, configFlag: 'dokumente_list' },
  { path: p.liquidity, title: t.liquidity, configFlag: 'liquiditaet' },
  // Issue 33 (ADR 265): the bank accounts belong to the liquidity, as the server's banking routes do.
  { path: p.bankAccounts, title: t.bankAccounts, configFlag: 'liquiditaet' },
  { path: p.bankAccount, title: t.bankAccount, configFlag: 'liquiditaet' },
  { path: p.compare, title: t.compare, configFlag: 'vergleichsrechner' },
  { path: p.damage, title: t.damage, configFlag: 'schaden' },
  { path: p.reminder, title: t.reminder, configFlag: 'wecker' },
  // Issue 11: no flag of its own (the spec gates no contact persons).
  { path: p.contactPersons, title: t.contactPersons },
  { path: p.pensionStatus, title: t.pensionStatus, configFlag: 'bedarfscheck' },
  // Issue 30: the Bedarfscheck, only with config.bedarfscheck (as the server's GET /api/bedarfscheck).
  { path: p.needsCheck, title: t.needsCheck, configFlag: 'bedarfscheck' },
  // Issue 29: as the server (mayUseTransfers), no makler_light (no adviser forms to sign on) and an agent.
  {
    path: p.portfolioTransfer,
    title: t.portfolioTransfer,
    areaFlag: 'bestandsuebertragung',
    notMaklerLight: true,
    needsAgent: true,
  },
  { path: p.approvals, title: t.approvals, areaFlag: 'vertrag_bereitstellen' },
  { path: p.approvalLink, title: t.approvals, areaFlag: 'vertrag_bereitstellen' },
  { path: p.signatureCheck, title: t.signatureCheck, alsoLoggedIn: true },
];

export function findRouteRule(path: string): { rule: RouteRule; params: Record<string, string> } | null {
  for (const rule of routeRules) {
    const params = matchPath(rule.path, path);
    if (params) return { rule, params };
  }
  return null;
}

export type RouteState = {
  loggedIn: boolean;
  /** null while the profile (and so the config) is not loaded: then every app route is allowed. */
  user: Pick<User, 'hasMakler' | 'account_typ' | 'agent' | 'config' | 'features'> | null;
};

export type RouteDecision =
  | { kind: 'allow'; logoutFirst?: boolean; toast?: string }
  | { kind: 'redirect'; to: string; toast?: string; resetSession?: boolean }
  /** An address without a page: 'Die Seite wurde nicht gefunden.' with the way to the start (issue 27). */
  | { kind: 'notFound' };

/** The roots themselves: no page of their own, they lead to the start (landing page or login). */
const ROOT_PATHS: ReadonlySet<string> = new Set(['', '/', '/app', '/app/', '/intro', '/intro/']);

/** Whether the user's rights allow the route (the per-location permission check, spec section 6). */
export function isPermitted(rule: RouteRule, user: NonNullable<RouteState['user']>): boolean {
  if (
    rule.configFlag &&
    !user.config[rule.configFlag] &&
    !(rule.orConfigFlag && user.config[rule.orConfigFlag])
  )
    return false;
  if (rule.feature && !user.features[rule.feature]) return false;
  if (rule.withoutAdviser && user.hasMakler) return false;
  if (rule.notMaklerLight && user.account_typ === 'makler_light') return false;
  if (rule.needsAgent && !user.agent) return false;
  return true;
}

/** The public pages: /intro, and the signature check that anyone may open (issue 27). */
function isIntro(path: string): boolean {
  return path === '/intro' || path.startsWith('/intro/') || path === paths.signatureCheck;
}

/**
 * The route guard of spec sections 4 and 6 as one pure function: given where the user wants to go and
 * the session, either allow or say where to go instead (with the toast to show).
 */
export function decideRoute(path: string, state: RouteState): RouteDecision {
  const found = findRouteRule(path);
  const landing = state.user ? landingRoute(state.user) : DEFAULT_ROUTE;

  if (isIntro(path) || !found) {
    if (!found && !ROOT_PATHS.has(path)) return { kind: 'notFound' };
    if (!found)
      return state.loggedIn ? { kind: 'redirect', to: landing } : { kind: 'redirect', to: paths.login };
    if (found.rule.path === paths.setup && state.loggedIn) {
      return { kind: 'allow', logoutFirst: true, toast: messages.loggedOutForSetup };
    }
    if (found.rule.alsoLoggedIn || !state.loggedIn) return { kind: 'allow' };
    return { kind: 'redirect', to: landing };
  }

  if (!state.loggedIn) return { kind: 'redirect', to: loginFor(path), resetSession: true };
  const { user } = state;
  if (!user) return { kind: 'allow' };
  const { rule } = found;
  // One rule for every refusal by rights (spec section 6): the same toast, wherever it leads.
  if (rule.areaFlag && !user.config[rule.areaFlag])
    return { kind: 'redirect', to: paths.adviserInfo, toast: messages.notPermitted };
  if (rule.adviser && !user.hasMakler) {
    return { kind: 'redirect', to: `${paths.invite}?originalRoute=${encodeURIComponent(path)}` };
  }
  if (!isPermitted(rule, user)) {
    return { kind: 'redirect', to: landing === path ? paths.imprint : landing, toast: messages.notPermitted };
  }
  return { kind: 'allow' };
}

/**
 * Where a user lands (spec section 1): the referral page when its rule lets the user in (the referrals
 * feature), else the adviser info page, which has no gate of its own. A user without an adviser lands
 * there too; the guard sends on to the invite page.
 */
export function landingRoute(user: NonNullable<RouteState['user']>): string {
  const referral = findRouteRule(DEFAULT_ROUTE);
  return referral && isPermitted(referral.rule, user) ? DEFAULT_ROUTE : FALLBACK_ROUTE;
}

export function routeTitle(path: string): string | undefined {
  return findRouteRule(path)?.rule.title;
}
