/**
 * The banking screens (issue 33, ADR 265): the accounts from imported statements, one account's
 * transactions, the contracts found in the debits. The API's refusals are in texts/banking-api.ts.
 */
export const bankingTexts = {
  intro: 'Deine Konten aus importierten Kontoauszügen, ihre Umsätze und die Verträge, die wir darin finden.',
  accountsHeading: 'Deine Konten',
  noAccounts:
    'Noch kein Konto. Importiere einen Kontoauszug, dann siehst Du hier Dein Konto und seine Umsätze.',
  iban: 'IBAN',
  bank: 'Bank',
  balance: 'Saldo',
  updated: 'Stand',
  showTransactions: (name: string) => `Umsätze von ${name}`,
  /** The person's bank connection with the account's IBAN (issue 33): a link to that person. */
  connectionOf: (person: string) => `Bankverbindung von ${person}`,
  liquidityLink: 'Konten und Umsätze aus Deinen Kontoauszügen',

  importHeading: 'Kontoauszug importieren',
  fileLabel: 'Kontoauszug',
  fileHint: 'camt.053 oder camt.052 als XML, ein ZIP davon, oder der CSV-Export Deiner Bank.',
  importButton: 'Importieren',
  importing: 'Wird importiert …',
  /** After an import: 'N neue Umsätze, M schon vorhanden'. */
  imported: (neu: number, doppelt: number) =>
    `${neu === 1 ? '1 neuer Umsatz' : `${neu} neue Umsätze`}, ${doppelt} schon vorhanden`,
  helpHeading: 'Woher bekomme ich den Kontoauszug?',
  helpIntro:
    'Im Online-Banking Deiner Bank lädst Du die Umsätze eines Zeitraums herunter. Wir lesen diese Formate:',
  helpFormats: [
    'camt.053 (Version 001.02 und 001.08): der elektronische Kontoauszug als XML-Datei, oft als ZIP mit einer Datei je Tag. Bei vielen Banken unter „Kontoauszüge“ oder „Umsätze exportieren“.',
    'camt.052: die untertägigen Umsätze als XML-Datei, wie camt.053.',
    'Sparkasse: Umsätze → „Exportieren“ → „CSV-CAMT-Format“.',
    'ING: Umsätze → „Umsätze exportieren“ → CSV.',
    'DKB: Umsätze → „Umsätze herunterladen“ → CSV.',
  ],
  helpPrivacy: 'Umsätze und IBAN speichern wir verschlüsselt; Dein Berater sieht sie nicht.',

  backToAccounts: 'Alle Konten',
  accountMissing: 'Dieses Konto gibt es nicht (mehr).',
  filtersLabel: 'Umsätze filtern',
  monthLabel: 'Monat',
  noMonths: 'Keine Umsätze',
  searchLabel: 'Suche in Gegenseite und Verwendungszweck',
  categoryFilterLabel: 'Kategorie',
  allCategories: 'Alle Kategorien',
  transactionCount: (count: number) => (count === 1 ? '1 Umsatz' : `${count} Umsätze`),
  noTransactions: 'Keine Umsätze für diese Auswahl.',
  transactionsHeading: 'Umsätze',
  transactionsIn: (month: string) => `Umsätze im ${month}`,
  debit: 'Abbuchung',
  credit: 'Gutschrift',
  withoutCounterparty: 'Ohne Gegenseite',
  /** Read after 'Kategorie' by screen readers only: 'Kategorie von HUK-COBURG'. */
  categoryOfSuffix: (counterparty: string) => `von ${counterparty}`,
  categoryChanged: (counterparty: string) =>
    `Kategorie geändert. Künftige Umsätze von ${counterparty} werden ebenso eingeordnet.`,
  categories: {
    einkommen: 'Einnahmen',
    miete: 'Miete',
    energie: 'Energie',
    versicherung: 'Versicherung',
    kredit: 'Kredit',
    abo: 'Abo',
    sonstiges: 'Sonstiges',
  },

  deleteAccount: 'Konto entfernen',
  deleteTitle: 'Konto entfernen?',
  deleteText: (iban: string) =>
    `Das Konto ${iban} und alle seine Umsätze werden gelöscht. Du kannst den Kontoauszug später wieder importieren.`,
  deleteConfirm: 'Entfernen',
  deleted: 'Das Konto wurde entfernt.',

  suggestionsHeading: 'Gefundene Verträge',
  suggestionsNote: 'Aus den wiederkehrenden Lastschriften Deiner Konten, zu denen wir keinen Vertrag kennen.',
  /** The issue's wording: 'Wir haben einen Vertrag bei HUK-COBURG gefunden: 54,30 € monatlich. Hinzufügen?' */
  suggestion: (insurer: string, premium: string) =>
    `Wir haben einen Vertrag bei ${insurer} gefunden: ${premium}. Hinzufügen?`,
  accept: 'Hinzufügen',
  dismiss: 'Ausblenden',
  accepted: 'Der Vertrag wurde hinzugefügt.',
  addedTo: (insurer: string) => `Der Vertrag bei ${insurer} steht jetzt bei Deinen Verträgen.`,
  openContract: 'Vertrag ansehen',
  dismissed: 'Der Vorschlag wurde ausgeblendet.',

  bankLiquidityHeading: 'Aus Deinen Konten',
  bankLiquidityNote: 'Einnahmen und Ausgaben der letzten Monate aus Deinen importierten Umsätzen.',
  bankLiquidityEmpty:
    'Noch keine Umsätze. Importiere einen Kontoauszug, dann siehst Du hier Einnahmen, feste Kosten und was übrig bleibt.',
  income: 'Einnahmen',
  fixedCosts: 'Feste Kosten',
  left: 'Übrig',
  premiumsHeading: 'Beiträge laut Vertrag und Abbuchung',
  premiumsNote: 'Der Beitrag jedes Vertrags neben der letzten Abbuchung, die wir in Deinen Umsätzen finden.',
  expected: (amount: string) => `laut Vertrag ${amount}`,
  debitedOn: (date: string) => `Beitrag abgebucht am ${date}`,
  noDebit: 'keine Abbuchung gefunden',
} as const;
