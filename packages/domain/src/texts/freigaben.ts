/**
 * Texts of 'Meine Freigaben' and of the contracts the adviser provides (issue 31). The spec names the
 * page ('Meine Freigaben', route-titles.ts) and nothing else; these words are ours.
 */
export const freigabenTexts = {
  /** The mark of a provided contract in the contract list and its details. */
  providedBadge: 'vom Berater bereitgestellt',
  providedHint:
    'Diesen Vertrag hat Dein Berater bereitgestellt. Seine Angaben ändert Dein Berater; Bezeichnung und Erinnerung bleiben Deine.',
  /** A customer's change of a field the adviser owns (422 at that field). */
  adviserOwnedField: 'Diese Angabe hat Dein Berater bereitgestellt; ändern kann sie nur er.',
  intro:
    'Hier findest Du die Verträge und Dokumente, die Dein Berater Dir bereitgestellt hat, die neuesten zuerst.',
  empty: 'Dein Berater hat Dir noch nichts bereitgestellt.',
  newMark: 'Neu',
  contractKind: 'Vertrag',
  documentKind: 'Dokument',
  providedOn: (date: string) => `bereitgestellt am ${date}`,
  openContract: 'Vertrag ansehen',
  openDocument: 'Dokument öffnen',
  linkOpening: 'Der Vertrag wird geöffnet …',
  /** The workspace's side: the contracts the agency provides to a customer. */
  workspace: {
    heading: 'Vertragsfreigaben',
    empty: 'Sie haben diesem Kunden noch keinen Vertrag bereitgestellt.',
    provide: 'Vertrag bereitstellen',
    edit: 'Bearbeiten',
    cancel: 'Abbrechen',
    save: 'Speichern',
    formHeading: (title: string | null) => (title ? `${title} bearbeiten` : 'Neuer Vertrag für den Kunden'),
    saved: 'Der Vertrag wurde bereitgestellt.',
    link: 'Link erstellen',
    linkLabel: (title: string, until: string) => `Link zum Vertrag ${title} (gültig bis ${until})`,
    copyLink: 'Link kopieren',
    copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
    attach: 'Dokument anhängen',
    attached: (name: string) => `„${name}“ wurde dem Vertrag angehängt.`,
    flagHint:
      'Der Kunde sieht bereitgestellte Verträge unter „Meine Freigaben“, wenn „Verträge bereitstellen“ unter „Freischaltungen“ eingeschaltet ist.',
  },
} as const;
