import { errorCatalogue } from '../errors/error-codes';
import { formatNumber } from '../validation/amount';
import { commonTexts } from './common';
import { templateErrorTexts } from './form-templates';

/**
 * The agency's portfolio import (issue 31): the preview's names and refusals (ADR 208), and the reasons a
 * line of a CSV or GDV file is refused, each shown with its line number (ADR 204–206). The spec names
 * none; the texts are ours.
 */
export const portfolioImportTexts = {
  /** The contract fields an import sets, as the preview names them (IMPORT_FIELDS). */
  field: {
    sparte: 'Sparte',
    name: 'Tarif / Produkt',
    beitrag: 'Beitrag',
    zahlungsweise: 'Zahlungsweise',
    beginn: 'Beginn',
    ablauf: 'Ablauf',
    versicherungssumme: 'Versicherungssumme',
    status: 'Status',
    v_ende_am: 'Vertragsende am',
  },
  /** Why a reader's row cannot be stored as a contract (contract-changes.ts). */
  reasons: {
    invalid: (field: string) => `${field} kann so nicht gespeichert werden.`,
    tooLong: (field: string) => `${field} ist zu lang.`,
    noCustomer: 'Kein Kunde der Agentur passt zu dieser Zeile.',
    twoCustomers: 'Mehrere Kunden der Agentur passen zu dieser Zeile.',
    unknownEmail: 'Die E-Mail-Adresse gehört zu keinem Kunden der Agentur.',
    duplicate: (zeile: number) => `Derselbe Vertrag steht schon in Zeile ${zeile}.`,
    otherCustomer: 'Dieser Vertrag gehört im Bestand zu einem anderen Kunden.',
  },
  /** The upload's refusals (422 at `file`). */
  fileMissing: 'Bitte wählen Sie eine Datei.',
  fileTooLarge: (megabytes: number) => `Die Datei ist größer als ${megabytes} MB.`,
  fileUnreadable: 'Die Datei kann nicht gelesen werden.',
  /** A refused line in the 422 of a file without a single contract. */
  refusedLine: templateErrorTexts.at,
  /** The workspace screen "Bestand importieren" (features/workspace/portfolio-import). */
  screen: {
    title: 'Bestand importieren',
    intro:
      'Lesen Sie die Verträge Ihrer Kunden aus einer Datei ein: CSV mit Semikolon oder GDV-Datensatz. ' +
      'Sie sehen zuerst eine Vorschau; erst mit „Übernehmen“ wird etwas geändert.',
    fileLabel: 'Datei (CSV oder GDV)',
    fileHint: 'Verträge werden Ihren Kunden über E-Mail oder Name und Geburtsdatum zugeordnet.',
    preview: 'Vorschau erstellen',
    previewing: 'Datei wird gelesen …',
    summaryTitle: 'Vorschau',
    counts: {
      neu: 'Neue Verträge',
      geaendert: 'Geänderte Verträge',
      unveraendert: 'Unverändert',
      ohneKunde: 'Ohne passenden Kunden',
      abgelehnt: 'Abgelehnte Zeilen',
    },
    detailsTitle: 'Einzelheiten',
    detailsLabel: 'Zeilen anzeigen',
    line: 'Zeile',
    reason: 'Grund',
    customer: 'Kunde',
    contract: 'Vertrag',
    changes: 'Änderungen',
    noEntries: 'Keine Einträge.',
    page: commonTexts.pageOf,
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    apply: 'Übernehmen',
    applyConfirmTitle: 'Verträge übernehmen?',
    applyConfirm: (neu: number, geaendert: number) =>
      `${formatNumber(neu)} neue und ${formatNumber(geaendert)} geänderte Verträge werden Ihren Kunden bereitgestellt.`,
    cancel: 'Abbrechen',
    applied: (neu: number, geaendert: number) =>
      `Übernommen: ${formatNumber(neu)} neue und ${formatNumber(geaendert)} geänderte Verträge.`,
    nothingToApply: 'Die Datei enthält nichts Neues.',
    /** No new or changed contract, and rows without a customer or refused: what happened instead. */
    nothingMatched:
      'Nichts zu übernehmen: Keine Zeile ergibt einen neuen oder geänderten Vertrag Ihrer Kunden. ' +
      'Unten sehen Sie die Zeilen ohne passenden Kunden und die abgelehnten Zeilen mit ihrem Grund.',
    /** Told while a preview is made (a live region). */
    previewingLong: 'Die Datei wird gelesen. Eine große Datei kann eine Minute dauern.',
    /** The preview was applied meanwhile (another tab, another adviser: 409). */
    alreadyApplied: errorCatalogue.import_already_applied.message,
    /** A page of rows that could not be loaded: load it again. */
    retry: 'Erneut versuchen',
    another: 'Weitere Datei importieren',
  },
  /** The agency log's keys of an import entry (`import.<count>`). */
  auditLabel: (count: string) => `Import: ${count}`,
  /** The log's names of the counts: which were applied, which only previewed (IMPORT_KINDS' order). */
  auditCounts: {
    datei: 'Datei',
    format: 'Format',
    neu: 'Neue Verträge (übernommen)',
    geaendert: 'Geänderte Verträge (übernommen)',
    unveraendert: 'Unverändert (Vorschau)',
    ohneKunde: 'Ohne passenden Kunden (Vorschau)',
    abgelehnt: 'Abgelehnte Zeilen (Vorschau)',
  },
  invalidKind:
    'Bitte wählen Sie eine der Listen der Vorschau: neue, geänderte oder unveränderte Verträge, Zeilen ohne passenden Kunden oder abgelehnte Zeilen.',
  invalidPage: 'Die Seite ist eine ganze Zahl ab 1.',

  /** The CSV columns under their header names (docs/portfolio-import.md). */
  columns: {
    email: 'E-Mail',
    vorname: 'Vorname',
    nachname: 'Nachname',
    geburtsdatum: 'Geburtsdatum',
    gesellschaft: 'Gesellschaft',
    nummer: 'Vertragsnummer',
    sparte: 'Sparte',
    tarif: 'Tarif',
    beitrag: 'Beitrag',
    zahlungsweise: 'Zahlungsweise',
    beginn: 'Beginn',
    ablauf: 'Ablauf',
    versicherungssumme: 'Versicherungssumme',
    status: 'Status',
    vertragsende: 'Vertragsende',
    jahresbeitrag: 'Jahresbeitrag',
    monatsbeitrag: 'Monatsbeitrag',
  },

  // Any file: the line itself
  lineTooLong: (max: string) => `Die Zeile ist länger als ${max} Zeichen.`,
  notUtf8: 'Die Zeile ist kein gültiges UTF-8, obwohl die Datei bis hierher in UTF-8 geschrieben ist.',
  nulCharacter: 'Die Zeile enthält ein Nullzeichen.',
  tooManyRows: (max: string) => `Die Datei hat mehr als ${max} Verträge; die weiteren wurden nicht gelesen.`,
  noContracts: 'Die Datei enthält keine Verträge.',
  notCsvZip:
    'Die Datei ist eine Excel-Arbeitsmappe (XLSX) oder ein anderes ZIP-Archiv, keine CSV-Datei. Bitte speichern Sie die Datei in Excel über „Speichern unter“ als „CSV (Trennzeichen-getrennt) (*.csv)“ und wählen Sie diese Datei.',
  notCsvPdf:
    'Die Datei ist ein PDF. Bitte exportieren Sie den Bestand aus Ihrem Verwaltungsprogramm als CSV-Datei (Trennzeichen Semikolon) oder als GDV-Datensatz.',
  otherSeparator: (separator: string) =>
    `Die Spalten der Datei sind durch ${separator} getrennt, nicht durch Semikolons. Bitte speichern Sie die Datei als „CSV (Trennzeichen-getrennt)“ (Excel mit deutschen Einstellungen: „Speichern unter“ → „CSV (Trennzeichen-getrennt) (*.csv)“).`,

  // CSV
  missingColumns: (names: string) => `Der Kopfzeile fehlen die Pflichtspalten ${names}.`,
  duplicateColumn: (name: string) => `Die Spalte „${name}“ steht zweimal in der Kopfzeile.`,
  fieldCount: (found: string, expected: string) =>
    `Die Zeile hat ${found} Felder, die Kopfzeile nennt ${expected} Spalten.`,
  unclosedQuote: 'Ein Anführungszeichen wird in der Zeile nicht geschlossen.',
  textAfterQuote: 'Nach einem schließenden Anführungszeichen folgt Text statt eines Semikolons.',
  required: (column: string) => `${column} fehlt.`,
  valueTooLong: (column: string, max: string) => `${column} ist länger als ${max} Zeichen.`,
  invalidDate: (column: string, value: string, format: string) =>
    `${column} „${value}“ ist kein Datum (${format}).`,
  invalidAmount: (column: string, value: string) => `${column} „${value}“ ist kein Betrag (z. B. 1.234,56).`,
  amountTooHigh: (column: string, max: string) => `${column} ist höher als ${max}.`,
  invalidEmail: (value: string) => `E-Mail „${value}“ ist keine gültige Adresse.`,
  unknownSparte: (value: string) => `Sparte „${value}“ ist unbekannt.`,
  unknownZahlungsweise: (value: string) =>
    `Zahlungsweise „${value}“ ist unbekannt (monatlich, vierteljährlich, halbjährlich, jährlich oder einmalig).`,
  periodicPremiumOnce: (column: string) => `${column} passt nicht zur Zahlungsweise „einmalig“.`,
  /** The preview's note on a CSV header's columns not read (ReadOptions.onIgnoredColumns). */
  ignoredColumns: (names: string) => `Nicht eingelesene Spalten: ${names}.`,
  unknownStatus: (value: string) =>
    `Status „${value}“ ist unbekannt (aktiv, storniert, beendet, gekündigt oder inaktiv).`,
  ablaufBeforeBeginn: 'Der Ablauf liegt vor dem Beginn.',

  // GDV-Datensatz VU-Vermittler
  gdvLength: (length: string) => `Ein GDV-Satz hat 256 Zeichen, diese Zeile hat ${length}.`,
  gdvNoSatzart: 'Die Zeile beginnt nicht mit einer vierstelligen Satzart.',
  gdvNoPolicyholder:
    'Zum Vertrag fehlt der Adressteil (Satzart 0100) des Versicherungsnehmers (Adresskennzeichen 01).',
  gdvNoFirstName: 'Der Versicherungsnehmer hat keinen Vornamen (Name 3 im Adressteil ist leer).',
  gdvNoContract: 'Zum Adressteil fehlt der Allgemeine Vertragsteil (Satzart 0200).',
  gdvSecondContract: 'Der Allgemeine Vertragsteil (Satzart 0200) dieses Vertrags steht zweimal in der Datei.',
  gdvNachsatzCount: (stated: string, found: string) =>
    `Der Nachsatz nennt ${stated} Sätze, vor ihm stehen ${found}.`,
  gdvNoNachsatz: 'Der Nachsatz (Satzart 9999) fehlt; die Datei ist vielleicht unvollständig.',
} as const;
