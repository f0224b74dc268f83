import { formatNumber } from '../validation/amount';
import { type DateBound, formatDateDe } from '../validation/date-bounds';

const dayWord = (bound: DateBound) =>
  bound === 'today' ? 'heute' : bound === 'morgen' ? 'morgen' : formatDateDe(bound);

/**
 * Texts of the form engine that the spec does not give (ours, in the style of the existing texts).
 * The spec's own value rule texts are in validation.ts, the date rules' in date.ts.
 */
export const formTexts = {
  minLength: (min: number) => `Bitte gib mindestens ${min} Zeichen ein.`,
  maxLength: (max: number) => `Bitte gib höchstens ${max} Zeichen ein.`,
  min: (min: number, unit?: string) => `Der Wert muss mindestens ${formatNumber(min, unit)} betragen.`,
  max: (max: number, unit?: string) => `Der Wert darf höchstens ${formatNumber(max, unit)} betragen.`,
  option: 'Bitte wähle einen der angebotenen Einträge aus.',
  invalidValue: 'Der Wert ist ungültig.',
  /** Label of the unlimited sentinel 999999999 (spec section 9). */
  unlimited: 'unbegrenzt',
  /** A ticked and an unticked checkbox as read text (detail views, PDFs). */
  yes: 'Ja',
  no: 'Nein',
  /** Placeholder entry of a dropdown without a preselected value. */
  choose: 'Bitte wählen',
  /** Placeholder of a date field (dates are typed the German way, spec section 9). */
  datePlaceholder: 'TT.MM.JJJJ',
  /** Hint under a date field with bounds, e.g. 'frühestens morgen', 'höchstens heute'; '' without bounds. */
  dateBounds: (min?: DateBound, max?: DateBound) =>
    [min !== undefined && `frühestens ${dayWord(min)}`, max !== undefined && `höchstens ${dayWord(max)}`]
      .filter(Boolean)
      .join(', '),
  /**
   * The question before a page with unsaved changes is left (docs/decisions/094-unsaved-changes-guard.md):
   * 'Du' like every other text of the app; the safe choice keeps editing.
   */
  unsavedChanges: {
    title: 'Ungespeicherte Änderungen',
    text: 'Du hast Änderungen, die noch nicht gespeichert sind. Seite verlassen und Änderungen verwerfen?',
    /** The workspace's form of address. */
    textSie:
      'Sie haben Änderungen, die noch nicht gespeichert sind. Seite verlassen und Änderungen verwerfen?',
    discard: 'Verwerfen',
    keepEditing: 'Weiter bearbeiten',
  },
} as const;
