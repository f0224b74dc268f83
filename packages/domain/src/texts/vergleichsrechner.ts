import { routeTitleTexts } from './route-titles';

/**
 * The Vergleichsrechner (issue 31): the customer's page (Du) and the workspace's list of the agency's
 * calculators (Sie), with the messages of their body's checks.
 */
export const vergleichsrechnerTexts = {
  /** The customer's page /app/vergleichen. */
  page: {
    heading: routeTitleTexts.compare,
    intro: 'Vergleiche Tarife mit den Rechnern, die Deine Agentur für Dich ausgewählt hat.',
    empty: 'Deine Agentur hat noch keine Vergleichsrechner eingerichtet.',
    open: (titel: string) => `${titel} öffnen`,
    back: 'Zurück zur Übersicht',
    frameTitle: (titel: string) => `Vergleichsrechner: ${titel}`,
    loading: 'Der Rechner wird geladen …',
    failed: 'Der Rechner konnte nicht geöffnet werden. Bitte versuche es erneut.',
    noneForSparte: (sparte: string) => `Für ${sparte} gibt es noch keinen Vergleichsrechner.`,
    providerNote: 'Der Rechner wird von einem Anbieter außerhalb des Kundenportals bereitgestellt.',
  },

  /** The workspace's screen of the agency's calculators. */
  workspace: {
    heading: 'Vergleichsrechner',
    intro:
      'Die Rechner, die Ihre Kunden unter „Vergleichen“ finden. Nur die genannten Herkünfte dürfen die Höhe des Rechners setzen.',
    empty: 'Sie haben noch keinen Vergleichsrechner eingerichtet.',
    loadError: 'Die Vergleichsrechner konnten nicht geladen werden.',
    originsOf: (origins: string) => `Erlaubte Herkünfte: ${origins}`,
    add: 'Rechner hinzufügen',
    edit: 'Bearbeiten',
    remove: 'Löschen',
    removeConfirm: (titel: string) => `Den Rechner „${titel}“ löschen?`,
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Der Rechner wurde gespeichert.',
    removed: 'Der Rechner wurde gelöscht.',
    titel: 'Titel',
    sparte: 'Sparte',
    sparteNone: 'Bitte wählen',
    url: 'Adresse des Rechners (https)',
    origins: 'Erlaubte Herkünfte (eine pro Zeile)',
    originsHint: 'z. B. https://rechner.example.de – die Herkunft der Adresse muss dabei sein.',
  },

  /** The body's checks (422). */
  errors: {
    titelRequired: 'Bitte geben Sie einen Titel an.',
    titelTooLong: (max: number) => `Der Titel darf höchstens ${max} Zeichen lang sein.`,
    sparteInvalid: 'Bitte wählen Sie eine Sparte aus.',
    urlInvalid: 'Bitte geben Sie eine vollständige Adresse an, die mit https:// beginnt.',
    urlTooLong: (max: number) => `Die Adresse darf höchstens ${max} Zeichen lang sein.`,
    originsRequired: 'Bitte nennen Sie mindestens eine erlaubte Herkunft.',
    originsTooMany: (max: number) => `Bitte nennen Sie höchstens ${max} Herkünfte.`,
    originInvalid: (origin: string) =>
      `„${origin}“ ist keine Herkunft: erlaubt ist nur https://host (mit Port, ohne Pfad).`,
    ownOrigin: 'Ein Rechner kann nicht vom Kundenportal selbst kommen.',
    urlOriginMissing: 'Die Herkunft der Adresse des Rechners muss bei den erlaubten Herkünften stehen.',
  },
} as const;
