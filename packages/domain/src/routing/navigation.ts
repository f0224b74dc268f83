import { decideRoute, type RouteState } from './route-rules';
import { paths } from './paths';

export type NavEntry = { label: string; to: string };
export type NavGroup = { title: string; entries: NavEntry[] };

/** The main navigation of spec section 2 ("Navigation and layout"). Logout is drawn separately. */
export const navigationGroups: readonly NavGroup[] = [
  {
    title: 'Profil',
    entries: [
      { label: 'Personen', to: paths.personList },
      { label: 'Dein Bild', to: paths.avatar },
      { label: 'Passwort', to: paths.password },
      { label: 'E-Mail ändern', to: paths.email },
    ],
  },
  {
    title: 'Berater',
    entries: [
      { label: 'Übersicht', to: paths.adviserInfo },
      { label: 'Chat', to: paths.adviserChat },
    ],
  },
  { title: 'Weiterempfehlen', entries: [{ label: 'Weiterempfehlen', to: paths.referral }] },
  {
    title: 'App',
    entries: [
      { label: 'Nutzungsbedingungen', to: paths.terms },
      { label: 'Datenschutz', to: paths.privacy },
      { label: 'Impressum', to: paths.imprint },
    ],
  },
];

/**
 * The entries this user sees: a route the app has built (`isBuilt`) that the guard lets the user open.
 * An adviser entry for a user without adviser stays visible: it leads to the invite page.
 */
export function visibleNavigation(state: RouteState, isBuilt: (path: string) => boolean): NavGroup[] {
  return navigationGroups
    .map((group) => ({
      title: group.title,
      entries: group.entries.filter((entry) => {
        if (!isBuilt(entry.to)) return false;
        const decision = decideRoute(entry.to, state);
        return decision.kind === 'allow' || (decision.kind === 'redirect' && !decision.toast);
      }),
    }))
    .filter((group) => group.entries.length > 0);
}
