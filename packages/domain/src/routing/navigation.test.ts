import { describe, expect, it } from 'vitest';
import { resolveConfig, resolveFeatures } from '../account/config-flags';
import { type NavGroup, navigationGroups, visibleNavigation } from './navigation';
import { paths } from './paths';
import { findRouteRule } from './route-rules';
import { allFlagsOn, fullUser as user } from './route-rules.fixtures';

const everythingBuilt = () => true;

function targets(groups: NavGroup[]): string[] {
  return groups.flatMap((group) => group.entries.flatMap((entry) => ('to' in entry ? [entry.to] : [])));
}

describe('navigationGroups', () => {
  it('has the groups and entries of spec section 2 in order, contracts, liquidity, documents, reminders and contact persons after the profile, the damage report with the adviser', () => {
    expect(navigationGroups.map((group) => group.title)).toEqual([
      'Profil',
      'Unterlagen',
      'Vorsorge',
      'Berater',
      'Weiterempfehlen',
      'App',
    ]);
    expect(navigationGroups.map((group) => group.entries.map((entry) => entry.label))).toEqual([
      [
        'Personen',
        'Dein Bild',
        'Passwort',
        'E-Mail ändern',
        'Benachrichtigungen',
        'Angemeldete Geräte',
        'Meine Daten',
        'Konto löschen',
      ],
      [
        'Verträge',
        'Notfallkarte',
        'Bestandsübertragung',
        'Liquidität',
        'Konten und Umsätze',
        'Dokumente',
        'Meine Freigaben',
        'Erinnerungen',
        'Ansprechpartner',
      ],
      ['Bedarfscheck', 'Vorsorgestatus', 'Vergleichen'],
      ['Übersicht', 'Chat', 'Schadensmeldung'],
      ['Weiterempfehlen'],
      ['Nutzungsbedingungen', 'Datenschutz', 'Impressum', 'Empfehlen'],
    ]);
  });

  it("'Empfehlen' opens the recommend-app dialog", () => {
    const app = navigationGroups.find((group) => group.title === 'App');
    expect(app?.entries.at(-1)).toEqual({ label: 'Empfehlen', dialog: 'recommendApp' });
  });

  it('every entry points at a known route', () => {
    for (const to of targets([...navigationGroups])) expect(findRouteRule(to), to).not.toBeNull();
  });
});

describe('visibleNavigation', () => {
  /** The navigation without 'Empfehlen' (shown only when the referrals feature is off). */
  const withoutRecommend = () =>
    navigationGroups.map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => !('dialog' in entry)),
    }));

  it('shows every entry to a user with all rights when everything is built', () => {
    expect(visibleNavigation({ loggedIn: true, user: user() }, everythingBuilt)).toEqual(withoutRecommend());
  });

  it('hides entries whose route is not built, and groups left empty', () => {
    const built = new Set<string>([paths.adviserInfo, paths.imprint, paths.password]);
    const groups = visibleNavigation({ loggedIn: true, user: user() }, (path) => built.has(path));
    expect(groups).toEqual([
      { title: 'Profil', entries: [{ label: 'Passwort', to: paths.password }] },
      { title: 'Berater', entries: [{ label: 'Übersicht', to: paths.adviserInfo }] },
      { title: 'App', entries: [{ label: 'Impressum', to: paths.imprint }] },
    ]);
  });

  it('shows nothing when nothing is built', () => {
    expect(visibleNavigation({ loggedIn: true, user: user() }, () => false)).toEqual([]);
  });

  it('asks isBuilt with the entry paths', () => {
    const asked: string[] = [];
    visibleNavigation({ loggedIn: true, user: user() }, (path) => {
      asked.push(path);
      return true;
    });
    expect(asked.sort()).toEqual(targets([...navigationGroups]).sort());
  });

  it('hides entries the config flags do not permit', () => {
    const groups = visibleNavigation(
      { loggedIn: true, user: user({ config: resolveConfig({}) }) },
      everythingBuilt,
    );
    expect(targets(groups)).toEqual([
      paths.personList,
      paths.notifications,
      paths.devices,
      paths.myData,
      paths.accountErasure,
      paths.contactPersons,
      paths.adviserInfo,
      paths.referral,
      paths.imprint,
    ]);
  });

  it.each([
    ['change_passwort', paths.password],
    ['change_email', paths.email],
    ['nachrichten', paths.adviserChat],
    ['nutzungsbedinungen', paths.terms],
    ['datenschutz', paths.privacy],
    ['vertrag_list', paths.contractList],
    ['vertrag_list', paths.notfallkarte],
    ['liquiditaet', paths.liquidity],
    ['liquiditaet', paths.bankAccounts],
    ['dokumente_list', paths.documents],
    ['wecker', paths.reminder],
    ['schaden', paths.damage],
    ['bestandsuebertragung', paths.portfolioTransfer],
    ['vertrag_bereitstellen', paths.approvals],
    ['bedarfscheck', paths.needsCheck],
    ['bedarfscheck', paths.pensionStatus],
    ['vergleichsrechner', paths.compare],
  ] as const)('without %s the entry %s is hidden, the others stay', (flag, path) => {
    const groups = visibleNavigation(
      { loggedIn: true, user: user({ config: resolveConfig({ ...allFlagsOn, [flag]: false }) }) },
      everythingBuilt,
    );
    expect(targets(groups)).not.toContain(path);
    expect(targets(groups)).toContain(paths.imprint);
    expect(targets(groups)).toContain(paths.personList);
  });

  it('hides the avatar entry for makler_light, without agent and without messaging', () => {
    for (const restricted of [
      user({ account_typ: 'makler_light' }),
      user({ agent: null }),
      user({ config: resolveConfig({ ...allFlagsOn, nachrichten: false }) }),
    ]) {
      expect(targets(visibleNavigation({ loggedIn: true, user: restricted }, everythingBuilt))).not.toContain(
        paths.avatar,
      );
    }
  });

  it('hides the referral entry without the referrals feature', () => {
    const groups = visibleNavigation(
      { loggedIn: true, user: user({ features: resolveFeatures({}) }) },
      everythingBuilt,
    );
    expect(groups.map((group) => group.title)).not.toContain('Weiterempfehlen');
  });

  it("shows 'Empfehlen' exactly when the referrals feature is off (spec section 2)", () => {
    const labels = (features: Record<string, boolean>) =>
      visibleNavigation(
        { loggedIn: true, user: user({ features: resolveFeatures(features) }) },
        everythingBuilt,
      )
        .find((group) => group.title === 'App')
        ?.entries.map((entry) => entry.label);
    expect(labels({})).toEqual(['Nutzungsbedingungen', 'Datenschutz', 'Impressum', 'Empfehlen']);
    expect(labels({ referrals: true })).toEqual(['Nutzungsbedingungen', 'Datenschutz', 'Impressum']);
  });

  it('keeps adviser entries for a user without adviser (they lead to the invite page)', () => {
    const groups = visibleNavigation({ loggedIn: true, user: user({ hasMakler: false }) }, everythingBuilt);
    expect(targets(groups)).toEqual(
      expect.arrayContaining([paths.adviserInfo, paths.adviserChat, paths.referral]),
    );
  });

  it('a user without adviser still does not see entries the rights forbid', () => {
    const groups = visibleNavigation(
      {
        loggedIn: true,
        user: user({ hasMakler: false, config: resolveConfig({}), features: resolveFeatures({}) }),
      },
      everythingBuilt,
    );
    expect(targets(groups)).not.toContain(paths.adviserChat);
    expect(targets(groups)).not.toContain(paths.referral);
    expect(targets(groups)).toContain(paths.adviserInfo);
  });

  it('shows every built entry while the profile is not loaded (everything is allowed), no dialog entry', () => {
    expect(visibleNavigation({ loggedIn: true, user: null }, everythingBuilt)).toEqual(withoutRecommend());
  });

  it('shows no entry when logged out', () => {
    expect(visibleNavigation({ loggedIn: false, user: null }, everythingBuilt)).toEqual([]);
  });
});
