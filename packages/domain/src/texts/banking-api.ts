/**
 * The banking API's refusals (issue 33): what a 422 says at its field. The screens' words are the web's
 * (texts/banking.ts); the statement readers' reasons for a file they cannot read are the readers'.
 */
export const bankingApiTexts = {
  /** An account's name in the list: the IBAN's last four digits. */
  accountName: (lastDigits: string) => `Konto …${lastDigits}`,
  fileMissing: 'Bitte wähle einen Kontoauszug (camt.053, camt.052, ZIP oder CSV Deiner Bank) aus.',
  fileTooLarge: (megabytes: number) => `Die Datei ist zu groß (höchstens ${megabytes} MB).`,
  fileUnreadable: 'Die Datei konnte nicht als Kontoauszug gelesen werden.',
  fileWithoutEntries: 'Die Datei enthält keine Umsätze.',
  futureBooking: (datum: string) =>
    `Die Datei enthält eine Buchung vom ${datum}; dieser Tag liegt noch in der Zukunft. Bitte prüfe die Datei.`,
  invalidMonth: 'Bitte gib einen Monat im Format JJJJ-MM an.',
  invalidSearch: 'Der Suchbegriff ist zu lang.',
  searchWithoutLetters: 'Bitte gib einen Suchbegriff mit mindestens einem Buchstaben oder einer Ziffer ein.',
  /** Months as `YYYY-MM`, shown MM.YYYY. */
  monthOutOfRange: (first: string, last: string) =>
    `Bitte gib einen Monat von ${first.slice(5)}.${first.slice(0, 4)} bis ${last.slice(5)}.${last.slice(0, 4)} an.`,
  oldBooking: (datum: string) =>
    `Die Datei enthält eine Buchung vom ${datum}; Buchungen vor dem 01.01.2000 werden nicht übernommen. Bitte prüfe die Datei.`,
  invalidCategory: 'Bitte wähle eine der Kategorien.',
  invalidMonths: 'Bitte gib eine Anzahl von 1 bis 24 Monaten an.',
} as const;
