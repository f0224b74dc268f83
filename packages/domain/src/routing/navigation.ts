import { routeTitleTexts } from '../texts/route-titles';
import { paths } from './paths';
import { decideRoute, findRouteRule, isPermitted, type RouteState } from './route-rules';

export type NavLinkEntry = { label: string; to: string };
/** An entry that opens a dialog instead of a page: 'Empfehlen', the recommend-app modal (spec section 2). */
export type NavDialogEntry = { label: string; dialog: 'recommendApp' };
export type NavEntry = NavLinkEntry | NavDialogEntry;
export type NavGroup = { title: string; entries: NavEntry[] };

/** The main navigation of spec section 2 ("Navigation and layout") and the documents. Logout is drawn separately. */
export const navigationGroups: readonly NavGroup[] = [
  {
    title: 'Profil',
    entries: [
      { label: 'Personen', to: paths.personList },
      { label: 'Dein Bild', to: paths.avatar },
      { label: 'Passwort', to: paths.password },
      { label: routeTitleTexts.email, to: paths.email },
      { label: 'Benachrichtigungen', to: paths.notifications },
      { label: routeTitleTexts.devices, to: paths.devices },
      { label: routeTitleTexts.myData, to: paths.myData },
      { label: routeTitleTexts.accountErasure, to: paths.accountErasure },
    ],
  },
  // Not in the spec's list (section 2 names no entry for them); issues 9 and 10 ask for the documents,
  // contracts, liquidity and reminders entries (docs/decisions/056-documents-in-the-web-app.md,
  // 062-contract-screens.md), issue 11 for the contact persons (no flag).
  {
    title: 'Unterlagen',
    entries: [
      { label: 'Verträge', to: paths.contractList },
      // Issue 32: the emergency card (config.vertrag_list).
      { label: routeTitleTexts.notfallkarte, to: paths.notfallkarte },
      // Issue 29: only with config.bestandsuebertragung (the route's area gate hides it otherwise).
      { label: routeTitleTexts.portfolioTransfer, to: paths.portfolioTransfer },
      { label: 'Liquidität', to: paths.liquidity },
      // Issue 33: the bank accounts (config.liquiditaet).
      { label: routeTitleTexts.bankAccounts, to: paths.bankAccounts },
      { label: 'Dokumente', to: paths.documents },
      // Issue 31: only with config.vertrag_bereitstellen (the route's area gate hides it otherwise).
      { label: routeTitleTexts.approvals, to: paths.approvals },
      { label: 'Erinnerungen', to: paths.reminder },
      { label: 'Ansprechpartner', to: paths.contactPersons },
    ],
  },
  // Issue 30: what the household is missing and the pension gap (both need config.bedarfscheck); issue 31:
  // the agency's calculators (config.vergleichsrechner).
  {
    title: 'Vorsorge',
    entries: [
      { label: routeTitleTexts.needsCheck, to: paths.needsCheck },
      { label: routeTitleTexts.pensionStatus, to: paths.pensionStatus },
      { label: routeTitleTexts.compare, to: paths.compare },
    ],
  },
  // 'Schadensmeldung' is not in the spec's list either: issue 11 asks for the damage report page (flag
  // schaden; docs/decisions/020-requests-to-the-adviser.md).
  {
    title: 'Berater',
    entries: [
      { label: 'Übersicht', to: paths.adviserInfo },
      { label: 'Chat', to: paths.adviserChat },
      { label: 'Schadensmeldung', to: paths.damage },
    ],
  },
  { title: 'Weiterempfehlen', entries: [{ label: 'Weiterempfehlen', to: paths.referral }] },
  {
    title: 'App',
    entries: [
      { label: 'Nutzungsbedingungen', to: paths.terms },
      { label: 'Datenschutz', to: paths.privacy },
      { label: 'Impressum', to: paths.imprint },
      { label: 'Empfehlen', dialog: 'recommendApp' },
    ],
  },
];

/** 'Empfehlen' shows only when the referrals feature is off (spec section 2): with it, the referral page recommends. */
function dialogVisible(state: RouteState): boolean {
  return state.loggedIn && !!state.user && !state.user.features.referrals;
}

/**
 * The entries this user sees: a route the app has built (`isBuilt`) that the guard lets the user open.
 * An adviser entry for a user without adviser stays visible if the user's rights allow the route: it
 * leads to the invite page. Logged out, nothing is visible.
 */
export function visibleNavigation(state: RouteState, isBuilt: (path: string) => boolean): NavGroup[] {
  return navigationGroups
    .map((group) => ({
      title: group.title,
      entries: group.entries.filter((entry) => {
        if ('dialog' in entry) return dialogVisible(state);
        if (!isBuilt(entry.to)) return false;
        const decision = decideRoute(entry.to, state);
        if (decision.kind === 'allow') return true;
        // Only the hasMakler redirect to the invite page keeps an entry, and only if the rights allow the route.
        const rule = findRouteRule(entry.to)?.rule;
        const { user } = state;
        return state.loggedIn && !!user && !!rule?.adviser && !user.hasMakler && isPermitted(rule, user);
      }),
    }))
    .filter((group) => group.entries.length > 0);
}
