import { commonTexts } from './common';

/** The workspace's form templates (issue 14; before: the admin command `form`). */
export const workspaceFormTexts = {
  heading: 'Formulare',
  intro:
    'Ihre Formulare zum Unterschreiben, in Markdown geschrieben. Eine geänderte Vorlage wird als neue Version veröffentlicht; schon unterschriebene Formulare behalten ihre Version.',
  listLabel: 'Ihre Formulare',
  empty: 'Sie haben noch keine Formulare.',
  version: (version: number) => `Version ${version}`,
  fields: (count: number) => (count === 1 ? '1 Feld' : `${count} Felder`),
  publishedAt: (date: string) => `veröffentlicht am ${date}`,
  edit: (title: string) => `${title} bearbeiten`,
  newHeading: 'Neues Formular',
  keyLabel: 'Schlüssel',
  keyHint: 'Kleinbuchstaben, Ziffern und _, mit einem Buchstaben am Anfang, z. B. beratungsprotokoll.',
  keyTaken: 'Ein Formular mit diesem Schlüssel gibt es schon.',
  create: 'Formular anlegen',
  back: 'Zurück zu den Formularen',
  editorHeading: (key: string) => `Formular „${key}“`,
  newTemplate: 'Noch nicht veröffentlicht.',
  current: (version: number, date: string) => `Aktuell: Version ${version}, veröffentlicht am ${date}.`,
  sourceLabel: 'Vorlage (Markdown)',
  sourceHint:
    'Die erste Zeile ist der Titel („# Titel“). Ein Feld steht in einer eigenen Zeile: {{ Titel | name | typ | pflicht | Platzhalter | Parameter }}.',
  length: (count: number, max: number) =>
    commonTexts.charCount(count.toLocaleString('de-DE'), max.toLocaleString('de-DE')),
  errorsHeading: 'Die Vorlage hat Fehler:',
  previewHeading: 'Vorschau',
  previewIntro: 'So sieht Ihr Kunde das Formular. Eingaben hier werden nicht gespeichert.',
  /** The name a typed signature suggests in the preview. */
  previewSigner: 'Max Mustermann',
  previewNone: 'Die Vorschau erscheint, sobald die Vorlage fehlerfrei ist.',
  check: 'Eingaben prüfen',
  checked: 'Alle Eingaben sind gültig.',
  publish: 'Als neue Version veröffentlichen',
  publishFirst: 'Veröffentlichen',
  unchanged: 'Die Vorlage ist unverändert: Es gibt nichts zu veröffentlichen.',
  published: (title: string, version: number) => `„${title}“ ist als Version ${version} veröffentlicht.`,
  versionsHeading: 'Versionen',
  versionLine: (version: number, title: string, date: string) => `Version ${version}: ${title} (${date})`,
  skeleton:
    '# Titel des Formulars\n\nEin einleitender Text.\n\n{{ Unterschrift | unterschrift | sign | pflicht }}\n',
  sourceRequired: 'Bitte geben Sie die Vorlage ein.',
  notFound: 'Dieses Formular gibt es nicht.',
  loadError: 'Die Formulare konnten nicht geladen werden.',
  keyInvalid: (key: string) =>
    `„${key}“ ist kein gültiger Formularschlüssel (Kleinbuchstaben, Ziffern und _, mit einem Buchstaben am Anfang).`,
} as const;
