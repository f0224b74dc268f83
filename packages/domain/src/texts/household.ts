import { accountTexts } from './account';
import { contractTexts } from './contracts';
import { routeTitleTexts } from './route-titles';

/**
 * German labels of the household screens (issue 4: persons, addresses, bank connections, the form
 * renderer) that the spec does not word itself. The spec's own texts of these screens are in person.ts
 * (personTexts) and validation.ts. Some are stable hooks for the end-to-end tests ("test hook").
 */
export const householdTexts = {
  // The form renderer.
  /** Shown after a required field's label (hidden from screen readers: the input says "required"). */
  requiredMark: '*',
  requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  /** Accessible name of a slider next to its number input: '<title> – Schieberegler'. */
  slider: (title: string) => `${title} – Schieberegler`,
  /** Accessible name of the 'unbegrenzt' toggle of an unlimited number field. */
  unlimitedToggle: (title: string) => `${title}: unbegrenzt`,
  ibanDetails: (country: string, bankleitzahl?: string) =>
    bankleitzahl ? `${country}, Bankleitzahl ${bankleitzahl}` : country,

  // Persons list. Test hooks: the heading, the add link and the badges.
  personsHeading: 'Personen',
  addPerson: 'Person hinzufügen',
  mainPerson: 'Hauptperson',
  bornOn: (date: string) => `geboren am ${date}`,
  editPerson: (name: string) => `${name} bearbeiten`,
  viewPerson: (name: string) => `${name} ansehen`,
  contactData: 'Kontaktdaten',
  contactDataOf: (name: string) => `Kontaktdaten von ${name}`,
  completeness: 'Angaben',

  // Person edit. Test hooks: the section headings and the list buttons.
  newPersonHeading: 'Neue Person',
  editPersonHeading: routeTitleTexts.personEdit,
  viewPersonHeading: 'Person',
  readOnlyNote: 'Du kannst die Daten dieser Person ansehen, aber nicht ändern.',
  sections: {
    personal: 'Persönliche Daten',
    familyAndWork: 'Familie & Beruf',
    finances: 'Finanzen',
    health: 'Gesundheit',
    housing: 'Wohnen',
    lifeSituation: 'Lebenssituation',
  },
  addressesHeading: 'Adressen',
  address: (position: number) => `Adresse ${position}`,
  addAddress: 'Adresse hinzufügen',
  mainAddress: 'Hauptadresse',
  makeMainAddress: 'Als Hauptadresse festlegen',
  removeAddress: 'Adresse entfernen',
  bankConnectionsHeading: 'Bankverbindungen',
  bankConnection: (position: number) => `Bankverbindung ${position}`,
  addBankConnection: 'Bankverbindung hinzufügen',
  mainBankConnection: 'Hauptbankverbindung',
  makeMainBankConnection: 'Als Hauptbankverbindung festlegen',
  removeBankConnection: 'Bankverbindung entfernen',
  noAddresses: 'Es ist noch keine Adresse hinterlegt.',
  noBankConnections: 'Es ist noch keine Bankverbindung hinterlegt.',
  savePerson: 'Speichern',
  deletePerson: 'Person löschen',
  deleteConfirmHeading: 'Person löschen?',
  deleteConfirmText: (name: string) =>
    `Möchtest Du ${name} wirklich löschen? Die Adressen, Bankverbindungen und Dokumente der Person werden ebenfalls gelöscht.`,
  deleteConfirm: 'Löschen',
  backToList: contractTexts.backToList,
  personNotFound: 'Die Person wurde nicht gefunden.',

  // Person mail screen (docs/decisions/007-person-mail-screen.md).
  mailHeading: 'Kontaktdaten',
  mailIntro: (name: string) =>
    `Hier hinterlegst Du, wie Dein Berater ${name} erreichen kann. Ohne Deine Einwilligung nutzt er diese Kontaktdaten nicht, um Kontakt aufzunehmen.`,
  mailConsent: 'Ich bin damit einverstanden, unter diesen Kontaktdaten kontaktiert zu werden.',
  mailSave: 'Kontaktdaten speichern',
  /** Spec section 8, success messages. */
  mailSaved: accountTexts.changesSaved,
} as const;
