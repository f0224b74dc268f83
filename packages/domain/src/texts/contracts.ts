import { formTexts } from './form';
import { routeTitleTexts } from './route-titles';

/**
 * Texts of the contracts screens and API (issue 10). The spec words only the 404
 * ('Der Vertrag wurde nicht gefunden.', errors/error-codes.ts) and 'Die Änderungen wurden
 * gespeichert.' (account.ts `changesSaved`); the rest is ours. Some are stable hooks for the
 * end-to-end tests.
 */

/** A period's unit in singular and plural ('1 Monat', '3 Monate'). */
const PERIOD_UNITS: Readonly<Record<string, readonly [string, string]>> = {
  tage: ['Tag', 'Tage'],
  wochen: ['Woche', 'Wochen'],
  monate: ['Monat', 'Monate'],
  jahr: ['Jahr', 'Jahre'],
};

export const contractTexts = {
  person: 'Person',
  sparte: 'Sparte',
  ablaufBeforeBeginn: 'Der Ablauf muss nach dem Beginn liegen.',
  endBeforeBeginn: 'Das Vertragsende muss nach dem Beginn liegen.',
  created: 'Der Vertrag wurde angelegt.',
  deleted: 'Der Vertrag wurde gelöscht.',
  duplicateQuestion: (gesellschaft: string, nummer: string) =>
    `Es gibt in Deinem Haushalt schon einen Vertrag bei ${gesellschaft} mit der Nummer ${nummer}. Trotzdem speichern?`,
  duplicateTitle: 'Vertrag doppelt?',
  saveAnyway: 'Trotzdem speichern',
  /** 'kündbar bis DD.MM.YYYY' (issue 10). */
  cancellableUntil: (date: string) => `kündbar bis ${date}`,
  daysLeft: (days: number) => (days === 0 ? 'heute' : days === 1 ? 'noch 1 Tag' : `noch ${days} Tage`),
  /** Test hook: said to screen readers (and shown) on a contract whose deadline is near. */
  deadlineSoon: 'Frist läuft bald ab',

  // The list (/app/vertraege/list). Test hooks: heading, filter and sort labels, the add link.
  heading: 'Verträge',
  intro: 'Alle Verträge Deines Haushalts, nach Personen und Sparten geordnet.',
  /** The list's banner (id `contracts.deadline-tip`), until the customer hides it. */
  deadlineTip:
    'Tipp: Trage bei Deinen Verträgen die Kündigungsfrist ein – dann siehst Du hier, bis wann Du kündigen kannst, und wir erinnern Dich rechtzeitig per E-Mail.',
  addContract: routeTitleTexts.contractAdd,
  statusFilter: 'Status',
  statusOptions: { aktiv: 'aktiv', inaktiv: 'inaktiv', alle: 'alle' },
  sortLabel: 'Sortieren nach',
  /** Under the sort (issue 27): within what the sort orders. */
  sortScope: 'Sortiert wird je Person; die Sparten stehen in der Reihenfolge ihres ersten Vertrags.',
  sortOptions: { deadline: 'Frist', name: 'Name', premium: 'Beitrag' },
  countLabel: (count: number) => (count === 1 ? '1 Vertrag' : `${count} Verträge`),
  /** '12,50 € monatlich'; the rhythm is the catalogue's label. */
  premiumWithRhythm: (amount: string, rhythm: string) => `${amount} ${rhythm}`,
  /** The monthly share of a premium paid less often: '≈ 8,33 € / Monat'. */
  monthlyShare: (amount: string) => `≈ ${amount} / Monat`,
  inactive: 'inaktiv',
  unknownPerson: 'Ohne Person',
  totalsOf: (name: string) => `Beiträge von ${name}`,
  householdTotals: 'Beiträge des Haushalts',
  perMonth: (amount: string) => `${amount} im Monat`,
  perYear: (amount: string) => `${amount} im Jahr`,
  totalsNote: 'Laufende Beiträge der aktiven Verträge; Einmalbeiträge sind nicht enthalten.',

  // The form (/app/vertraege/add, /app/vertraege/edit/:id).
  newHeading: 'Neuer Vertrag',
  editHeading: routeTitleTexts.contractEdit,
  sections: {
    contract: 'Vertrag',
    premium: 'Beitrag',
    term: 'Laufzeit',
    cancellation: 'Kündigung',
    reminder: 'Erinnerung',
  },
  /** Test hooks: the fieldsets of the periods and their short labels. */
  noticeGroup: 'Kündigungsfrist',
  renewalGroup: 'Verlängerung',
  minimumTermGroup: 'Mindestlaufzeit',
  periodValue: 'Dauer',
  periodUnit: 'Einheit',
  noticeTo: 'Kündigung zum',
  termKind: 'Laufzeit',
  renewalValue: 'Verlängert sich um',
  enteredDeadlineHint: 'Ein Datum „Kündbar bis“ brauchst Du nur, wenn keine Kündigungsfrist bekannt ist.',
  insurerHint: 'Wähle aus der Liste oder gib den Namen ein.',
  insurerSuggestions: (count: number) =>
    count === 0 ? 'Keine Vorschläge' : count === 1 ? '1 Vorschlag' : `${count} Vorschläge`,
  save: 'Vertrag speichern',
  delete: 'Vertrag löschen',
  deleteTitle: 'Vertrag löschen?',
  deleteText: (title: string) =>
    `Soll der Vertrag „${title}“ wirklich gelöscht werden? Seine Dokumente werden mit gelöscht.`,
  deleteConfirm: 'Löschen',
  backToList: 'Zurück zur Liste',

  // The view (/app/vertraege/view/:id).
  viewHeading: 'Vertrag',
  detailsHeading: 'Vertragsdaten',
  deadlinesHeading: 'Fristen',
  nextEnd: 'nächster Ablauf',
  followingEnd: 'danach verlängert bis',
  noDeadline: 'Für diesen Vertrag ist keine Kündigungsfrist bekannt.',
  endsByItself: 'Der Vertrag endet von selbst; eine Kündigung ist nicht nötig.',
  inactiveNoDeadline: 'Ein inaktiver Vertrag hat keine Fristen.',
  edit: 'Bearbeiten',
  documentsHeading: 'Dokumente zum Vertrag',
  renewsBy: (period: string) => `automatische Verlängerung um ${period}`,
  enteredDeadline: 'Kündbar bis (selbst eingetragen)',
  /** '3 Monate', '1 Jahr'. */
  period: (value: number, unit: string) => {
    const [one, many] = PERIOD_UNITS[unit] ?? [unit, unit];
    return `${value} ${Number(value) === 1 ? one : many}`;
  },
  // Optimisation request (flag vertrag_optimieren). 'Der Berater wurde informiert.' is the spec's success text.
  optimize: 'Vertrag optimieren lassen',
  optimizeIntro: 'Dein Berater prüft den Vertrag und meldet sich mit einem Vorschlag bei Dir.',
  optimizeNote: 'Nachricht an Deinen Berater (optional)',
  optimizeSend: 'Anfrage senden',
  optimizeSent: 'Der Berater wurde informiert.',
  optimizeNoteTooLong: formTexts.maxLength,
  optimizeNoAdviser: 'Du hast noch keinen Berater, der den Vertrag prüfen kann.',
  /** vertrag_info: the notes of contracts/contract-info.ts. */
  infoHeading: 'Gut zu wissen',
};
