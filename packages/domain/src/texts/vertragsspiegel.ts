import { contractTexts } from './contracts';

/** Texts of the Vertragsspiegel PDF and its button on the contract list (issue 10; ours). */
export const vertragsspiegelTexts = {
  title: 'Vertragsspiegel',
  button: 'Vertragsspiegel als PDF',
  /** The downloaded file's name, as the server's Content-Disposition names it. */
  filename: (date: string) => `Vertragsspiegel-${date}.pdf`,
  subtitle: (household: string, date: string) => `Haushalt ${household} · Stand ${date}`,
  columns: ['Vertrag', 'Gesellschaft / Nummer', 'Beitrag', 'Fristen'],
  inactive: 'inaktiv',
  number: (nummer: string) => `Nr. ${nummer}`,
  perMonth: (amount: string) => `${amount} / Monat`,
  cancellableUntil: contractTexts.cancellableUntil,
  nextEnd: (date: string) => `Ablauf ${date}`,
  personTotal: (month: string, year: string) => `Summe: ${month} im Monat, ${year} im Jahr`,
  householdTotal: (month: string, year: string) => `Haushalt gesamt: ${month} im Monat, ${year} im Jahr`,
  oneOff: (list: string) => `Einmalbeiträge (nicht in den Summen): ${list}`,
  empty: 'Es sind noch keine Verträge hinterlegt.',
  footer: (date: string, page: number, pages: number) =>
    `Kundenportal · Vertragsspiegel vom ${date} · Seite ${page} von ${pages}`,
};
