import { workspaceValidationTexts } from './workspace-validation';

/** A preset's edit button and the editor it opens say the same. */
const editTitle = (name: string) => `Vorlage „${name}“ bearbeiten`;

/**
 * The agency's presets of a customer's switches (issue 27, item 27; ADR 041), addressed with "Sie" like
 * the whole workspace.
 */
export const workspacePresetTexts = {
  builtInNames: { standard: 'Standard', light: 'Light' },
  heading: 'Vorlagen für Freischaltungen',
  intro:
    'Eine Vorlage legt fest, was ein neuer Kunde in seiner App sieht und tun darf. Sie wählen sie beim Einladen; bei einem Kunden können Sie sie später unter „Freischaltungen“ anwenden. Eine Vorlage wird übernommen, nicht verknüpft: Ändern Sie sie später, bleiben die Freischaltungen Ihrer bisherigen Kunden, wie sie sind.',
  defaultBadge: 'Standardvorlage',
  switchesOn: (count: number, total: number, forms: number) =>
    `${count} von ${total} Schaltern an${forms === 0 ? '' : forms === 1 ? ', 1 Formular' : `, ${forms} Formulare`}`,
  add: 'Neue Vorlage',
  edit: 'Bearbeiten',
  editLabel: editTitle,
  makeDefault: 'Als Standard festlegen',
  makeDefaultLabel: (name: string) => `Vorlage „${name}“ als Standard festlegen`,
  remove: 'Löschen',
  removeLabel: (name: string) => `Vorlage „${name}“ löschen`,
  removeQuestion: (name: string) => `Vorlage „${name}“ löschen?`,
  removeHint: 'Kunden, bei denen sie angewendet wurde, behalten ihre Freischaltungen.',
  removeConfirm: 'Ja, löschen',
  cancel: 'Abbrechen',
  save: 'Vorlage speichern',
  editorHeadingNew: 'Neue Vorlage',
  editorHeading: editTitle,
  name: 'Name der Vorlage',
  saved: (name: string) => `Die Vorlage „${name}“ wurde gespeichert.`,
  removed: (name: string) => `Die Vorlage „${name}“ wurde gelöscht.`,
  defaultSet: (name: string) => `„${name}“ ist jetzt die Standardvorlage.`,
  limitReached: (max: number) => `Sie haben bereits ${max} Vorlagen, mehr sind nicht möglich.`,
  loadError: 'Die Vorlagen konnten nicht geladen werden.',

  required: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: workspaceValidationTexts.tooLong,
  nameInvalid: 'Der Name enthält Zeichen, die nicht gespeichert werden können.',
  nameTaken: 'Eine Vorlage mit diesem Namen gibt es in Ihrer Agentur schon.',
  tooMany: (max: number) => `Ihre Agentur kann höchstens ${max} Vorlagen anlegen.`,
  valueRequired: 'Bitte geben Sie an oder aus an.',
  defaultNotRemovable:
    'Die Standardvorlage kann nicht gelöscht werden. Legen Sie zuerst eine andere Vorlage als Standard fest.',
  unknownPreset: 'Diese Vorlage gibt es in Ihrer Agentur nicht.',

  invitationLabel: 'Vorlage für die Freischaltungen',
  invitationHint:
    'Der Kunde startet mit den Freischaltungen dieser Vorlage. Sie können sie danach bei ihm einzeln ändern.',

  apply: 'Vorlage anwenden',
  applyHeading: 'Vorlage anwenden',
  applyChoose: 'Vorlage',
  applyChanges: (count: number) =>
    count === 1 ? 'Diese Freischaltung ändert sich:' : `Diese ${count} Freischaltungen ändern sich:`,
  applyNoChanges: 'Der Kunde hat bereits alle Werte dieser Vorlage.',
  applyHint:
    'Danach können Sie einzelne Schalter weiter ändern. Spätere Änderungen der Vorlage ändern diesen Kunden nicht.',
  applyConfirm: 'Ja, Vorlage anwenden',
  applied: (name: string) => `Die Vorlage „${name}“ wurde angewendet.`,

  auditPreset: 'Vorlage',
} as const;
