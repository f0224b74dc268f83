/**
 * Texts of the liquidity page (/app/liquiditaet, issue 10; ours: the spec names the page, not its texts).
 * Test hooks: the heading, the chart's label, the table's caption and the section headings. The totals
 * use the contract list's words (texts/contracts.ts), so both pages name the same sums alike.
 */
export const liquidityTexts = {
  heading: 'Liquidität',
  intro:
    'Was Deine Verträge kosten: die laufenden Beiträge der aktiven Verträge, auf den Monat umgerechnet, nach Person und Sparte.',
  chartHeading: 'Monatliche Beiträge nach Sparte',
  /** The chart's accessible name: every bar, then the total; the table below holds the same numbers. */
  chartLabel: (bars: string, total: string) =>
    `Balkendiagramm der monatlichen Beiträge nach Sparte: ${bars}. Zusammen ${total} im Monat.`,
  chartBar: (label: string, amount: string) => `${label} ${amount}`,
  tableCaption: 'Beiträge nach Person und Sparte',
  columnSparte: 'Sparte',
  columnMonth: 'im Monat',
  columnYear: 'im Jahr',
  personTotal: (name: string) => `Summe ${name}`,
  householdTotal: 'Haushalt gesamt',
  unknownPerson: 'Ohne Person',
  oneOffHeading: 'Einmalbeiträge',
  oneOffNote: 'Einmal gezahlt, darum in keiner Summe enthalten.',
  oneOffAmount: (amount: string) => `${amount} einmalig`,
  withoutPremiumHeading: 'Verträge ohne Beitrag',
  withoutPremiumNote:
    'Für diese aktiven Verträge ist kein Beitrag oder keine Zahlweise hinterlegt; sie fehlen in den Summen.',
  empty: 'Es sind noch keine aktiven Verträge mit Beitrag hinterlegt.',
  notPermitted:
    'Die Übersicht rechnet mit Deiner Vertragsliste, die für Dein Konto nicht freigeschaltet ist.',
};
