import { bankingApiTexts } from './banking-api';
import { templateErrorTexts } from './form-templates';

/**
 * Why an uploaded bank statement cannot be read (issue 33, ADR 250): the statement readers' refusals, shown
 * at the upload's `file` field. The screens' words are in texts/banking.ts, the API's in texts/banking-api.ts.
 */
export const statementReaderTexts = {
  empty: 'Die Datei ist leer.',
  notStatement:
    'Diese Datei ist kein Kontoauszug im Format camt.053, camt.052 oder CSV von Sparkasse, ING, DKB oder Deutsche Bank.',
  pdf: 'Die Datei ist ein PDF. Bitte lade die Umsätze im Online-Banking als camt.053 (XML oder ZIP) oder als CSV herunter.',
  tooLarge: bankingApiTexts.fileTooLarge,
  tooManyEntries: (max: string) => `Die Datei enthält mehr als ${max} Umsätze.`,

  // camt (XML)
  doctype:
    'Die XML-Datei enthält eine DOCTYPE- oder ENTITY-Deklaration; solche Dateien lesen wir aus Sicherheitsgründen nicht.',
  notWellFormed: (line: string) => `Die XML-Datei ist in Zeile ${line} fehlerhaft.`,
  unreadableXml: 'Die XML-Datei kann nicht gelesen werden.',
  notCamt: 'Die XML-Datei ist kein Kontoauszug im Format camt.053 oder camt.052.',
  noIban: (statement: string) => `Kontoauszug ${statement}: Die IBAN des Kontos fehlt.`,
  invalidIban: (statement: string, iban: string) =>
    `Kontoauszug ${statement}: Die IBAN des Kontos „${iban}“ ist ungültig.`,
  entryIncomplete: (statement: string, entry: string, what: string) =>
    `Kontoauszug ${statement}, Buchung ${entry}: ${what}`,
  missingAmount: 'Der Betrag fehlt oder ist ungültig.',
  missingDirection: 'Soll oder Haben (CdtDbtInd) fehlt.',
  missingDate: 'Das Buchungsdatum fehlt oder ist ungültig.',
  mixedCurrency: (currency: string, account: string) =>
    `Der Betrag ist in ${currency}, das Konto wird in ${account} geführt.`,

  // ZIP
  zipUnreadable: 'Die ZIP-Datei ist beschädigt oder kann nicht entpackt werden.',
  zipTooManyFiles: (max: string) => `Die ZIP-Datei enthält mehr als ${max} Dateien.`,
  zipTooLarge: (megabytes: string) => `Die ZIP-Datei ist entpackt größer als ${megabytes} MB.`,
  zipRatio: (ratio: string) =>
    `Die ZIP-Datei ist entpackt mehr als ${ratio}-mal so groß wie gepackt; so packt keine Bank Kontoauszüge.`,
  zipNotXml: (name: string) =>
    `Die ZIP-Datei enthält „${name}“; erwartet werden nur XML-Dateien im Format camt.053 oder camt.052.`,
  zipEmpty: 'Die ZIP-Datei enthält keine XML-Datei.',
  zipMixed: 'Die ZIP-Datei enthält camt.052 und camt.053 gemischt. Bitte lade sie getrennt hoch.',
  inZip: (name: string, grund: string) => `${name}: ${grund}`,

  // CSV of a bank
  csvLine: templateErrorTexts.at,
  csvNoIban: 'Die CSV-Datei nennt die IBAN des Kontos nicht.',
  csvInvalidDate: (value: string) => `„${value}“ ist kein Datum (TT.MM.JJJJ).`,
  csvInvalidAmount: (value: string) => `„${value}“ ist kein Betrag (z. B. -1.234,56).`,
  csvFieldCount: (found: string, expected: string) => `Die Zeile hat ${found} Felder statt ${expected}.`,
  csvOpenQuote: 'Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.',
} as const;
