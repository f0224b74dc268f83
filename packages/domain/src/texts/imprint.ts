import { formTexts } from './form';

/**
 * The imprint (§ 5 DDG) and what an insurance intermediary must state (§ 15 VersVermV): shown on the
 * public #/intro/impressum and on /app/impressum (issue 27, ADR 034).
 */
export type VermittlerStatus = 'makler' | 'vertreter' | 'gebunden';

export const imprintTexts = {
  heading: 'Impressum',
  adviserIntro: 'Angaben gemäß § 5 DDG und § 15 VersVermV:',
  operatorIntro:
    'Das Kundenportal wird betrieben von (Angaben gemäß § 5 DDG). Öffnest Du es über den Link Deines Beraters, siehst Du hier dessen Angaben.',
  contact: 'Kontakt',
  firm: 'Firma',
  name: 'Name',
  address: 'Anschrift',
  phone: 'Telefon',
  email: 'E-Mail',
  representedBy: 'Vertreten durch',
  commercialRegister: 'Handelsregister',
  statusHeading: 'Tätigkeit als Versicherungsvermittler',
  status: {
    makler: 'Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO',
    vertreter: 'Versicherungsvertreter mit Erlaubnis nach § 34d Abs. 1 GewO',
    gebunden: 'Gebundener Versicherungsvertreter nach § 34d Abs. 7 GewO',
  } satisfies Record<VermittlerStatus, string>,
  chamber: 'Zuständige Industrie- und Handelskammer (Erlaubnis- und Registrierungsbehörde)',
  registerHeading: 'Eintragung im Vermittlerregister',
  registerNumber: 'Registernummer',
  registerAuthority: 'Deutscher Industrie- und Handelskammertag (DIHK) e.V., Breite Straße 29, 10178 Berlin',
  registerCheck: 'Die Eintragung kannst Du im Vermittlerregister prüfen:',
  registerUrl: 'https://www.vermittlerregister.info',
  registerLink: 'www.vermittlerregister.info',
  disputeHeading: 'Schlichtungsstellen',
  disputeIntro:
    'Bei Streitigkeiten mit Versicherungsvermittlern kannst Du Dich an diese außergerichtlichen Schlichtungsstellen wenden (§ 15 VersVermV):',
  disputeBodies: [
    {
      name: 'Versicherungsombudsmann e.V.',
      address: 'Postfach 08 06 32, 10006 Berlin',
      url: 'https://www.versicherungsombudsmann.de',
      link: 'www.versicherungsombudsmann.de',
    },
    {
      name: 'Ombudsmann Private Kranken- und Pflegeversicherung',
      address: 'Postfach 06 02 22, 10052 Berlin',
      url: 'https://www.pkv-ombudsmann.de',
      link: 'www.pkv-ombudsmann.de',
    },
  ],
  privacyHeading: 'Datenschutzerklärung',
  /** The links under the intro pages (login, sign-up, activation …) and on the imprint. */
  footerLabel: 'Rechtliches',
  imprintLink: 'Impressum',
  privacyLink: 'Datenschutz',
  /** The workspace's agency form. */
  statusLabel: 'Status als Vermittler',
  statusNone: formTexts.choose,
  chamberLabel: 'Zuständige IHK',
  statusInvalid: 'Bitte wähle einen Status aus der Liste.',
} as const;
