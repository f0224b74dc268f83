import { documentTexts } from './documents';
import { vertragsspiegelTexts } from './vertragsspiegel';
import { workspaceAgencyTexts } from './workspace-agency';
import { workspaceInboxTexts } from './workspace-inbox';
import { workspaceReferralTexts } from './workspace-referrals';
import { workspaceTitleTexts } from './workspace-titles';
import { workspaceValidationTexts } from './workspace-validation';

/**
 * Texts of the adviser workspace (issue 14, `#/berater/...`): the spec describes the customer's app
 * only, so every text here is ours. The adviser is addressed with 'Sie' (a professional tool), the
 * customer app keeps its 'Du'.
 */
export const workspaceTexts = {
  appName: workspaceTitleTexts.appName,
  loginHeading: 'Anmeldung für Berater',
  loginIntro: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  loginButton: 'Anmelden',
  loginSuccess: 'Sie haben sich erfolgreich angemeldet.',
  logout: 'Abmelden',
  logoutSuccess: 'Sie wurden abgemeldet.',
  customerAppLink: 'Zum Kundenportal',
  navLabel: 'Beraterbereich',
  nav: {
    customers: 'Kunden',
    inbox: 'Eingang',
    invitations: 'Einladungen',
    referrals: 'Empfehlungen',
    agency: 'Agentur',
    forms: 'Formulare',
    signatureCheck: 'Signatur prüfen',
    transfers: workspaceTitleTexts.titles.transfers,
    rechner: workspaceTitleTexts.titles.rechner,
  },
  titles: workspaceTitleTexts.titles,

  customersHeading: 'Kunden',
  searchLabel: 'Kunden suchen',
  searchPlaceholder: 'Name oder E-Mail-Adresse',
  searchTooLong: workspaceValidationTexts.tooLong,
  customerCount: (shown: number, total: number) =>
    total === shown ? `${total} ${total === 1 ? 'Kunde' : 'Kunden'}` : `${shown} von ${total} Kunden`,
  noCustomers: 'Es wurden keine Kunden gefunden.',
  columns: {
    persons: 'Personen',
    contracts: 'Verträge',
    lastActivity: 'Letzte Aktivität',
  },
  inactive: 'nicht aktiviert',
  loadError: 'Die Kunden konnten nicht geladen werden.',
  householdLoadError: 'Der Haushalt konnte nicht geladen werden.',

  householdHeading: (name: string) => `Haushalt von ${name}`,
  backToCustomers: 'Zurück zur Kundenliste',
  readOnlyHint:
    'Personen, Verträge und Dokumente pflegt der Kunde selbst; hier sehen Sie sie. Freischaltungen, Kontotyp und wer einen Vertrag betreut legen Sie fest.',
  sections: { persons: 'Personen', contracts: 'Verträge', documents: 'Dokumente' },
  mainPerson: 'Hauptperson',
  born: 'geboren',
  noPersons: 'Keine Personen hinterlegt.',
  noContracts: 'Keine Verträge hinterlegt.',
  noDocuments: 'Keine Dokumente hinterlegt.',
  fromAdviser: 'vom Berater',
  fromCustomer: 'vom Kunden',
  documents: {
    provideHeading: 'Dokument bereitstellen',
    provideHint: `Der Kunde findet es unter „Dokumente“ bei „${documentTexts.approvalsHeading}“ und bekommt eine E-Mail (wenn er sie nicht abbestellt hat). Er kann es lesen, aber nicht ändern.`,
    /** The customer's switches that hide provided documents, by their labels. */
    notVisible: (...switches: string[]) =>
      `Der Kunde sieht bereitgestellte Dokumente erst, wenn ${switches.map((label) => `„${label}“`).join(' und ')} unter „Freischaltungen“ eingeschaltet ${switches.length > 1 ? 'sind' : 'ist'}.`,
    file: 'Datei',
    provide: 'Bereitstellen',
    provided: (name: string) => `„${name}“ wurde bereitgestellt.`,
    chooseFile: 'Bitte wählen Sie eine Datei aus.',
    download: (name: string) => `${name} herunterladen`,
    downloadShort: 'Herunterladen',
  },
  accountTyp: 'Kontotyp',
  accountTypes: { makler: 'Makler (voller Umfang)', makler_light: 'Makler light (eingeschränkt)' },
  settings: {
    heading: 'Freischaltungen',
    intro:
      'Was der Kunde in seiner App sieht und tun darf. Änderungen gelten ab seinem nächsten Seitenaufruf.',
    saved: 'Die Einstellung wurde gespeichert.',
    nothingToChange: 'Es wurde keine Einstellung angegeben.',
    featuresHeading: 'Funktionen',
    flagsHeading: 'Bereiche der App',
    formsHeading: 'Formulare zum Unterschreiben',
    formsNone: 'Ihre Agentur hat noch keine Formulare.',
    formKeyInvalid: 'Das ist kein gültiger Formularschlüssel.',
    tooManyForms: (max: number) => `Es können höchstens ${max} Formulare auf einmal geschaltet werden.`,
    unknownForm: (key: string) => `Das Formular „${key}“ gibt es in Ihrer Agentur nicht.`,
  },
  flagLabels: {
    berater_einladen: 'Berater einladen',
    person_edit: 'Personen bearbeiten',
    dokumente_list: 'Dokumente ansehen',
    dokumente_eigene: 'Eigene Dokumente hochladen',
    vertrag_add: 'Verträge anlegen',
    vertrag_list: 'Verträge ansehen',
    vertrag_optimieren: 'Verträge optimieren lassen',
    vertrag_edit: 'Verträge bearbeiten',
    vertrag_details: 'Vertragsdetails',
    vertrag_info: 'Vertragsinformationen',
    vertrag_bereitstellen: 'Verträge bereitstellen',
    vergleichsrechner: 'Vergleichsrechner',
    bedarfscheck: 'Bedarfscheck',
    liquiditaet: 'Liquidität',
    schaden: 'Schaden melden',
    wecker: 'Erinnerungen',
    nachrichten: 'Chat mit dem Berater',
    nutzungsbedinungen: 'Nutzungsbedingungen',
    datenschutz: 'Datenschutz',
    change_passwort: 'Passwort ändern',
    change_email: 'E-Mail-Adresse ändern',
    vertragsspiegel_pdf: vertragsspiegelTexts.button,
    show_freigaben: 'Freigaben anzeigen',
    bestandsuebertragung: 'Bestandsübertragung',
  },
  featureLabels: { referrals: 'Weiterempfehlung mit Gutscheinen' },
  audit: {
    form: (key: string) => `Formular „${key}“`,
    heading: 'Änderungsprotokoll',
    empty: 'Noch keine Änderungen durch die Agentur.',
    request: (kind: string, id: string) => `${kind} Nr. ${id}`,
    document: 'Dokument',
    referral: 'Empfehlung',
    on: 'an',
    off: 'aus',
    agencyHeading: 'Änderungsprotokoll der Agentur',
    limitHint: (limit: number) => `Gezeigt werden die neuesten ${limit} Einträge.`,
    agencyEmpty: 'Noch keine Änderungen an der Agentur.',
    loadError: 'Das Protokoll konnte nicht geladen werden.',
    font: 'Schriftart',
    legalDefault: 'Standardtext',
    legalOwn: (version: string) => `eigener Text (Version ${version})`,
    tiers: 'Auszahlungsstufen',
    tier: (minCount: number, amount: string) =>
      `ab ${minCount} ${minCount === 1 ? 'Empfehlung' : 'Empfehlungen'}: ${amount}`,
    noTiers: 'keine Stufen',
    version: (version: number) => `Version ${version}`,
    none: '–',
  },
  status: 'Status',

  invitations: {
    heading: 'Kunden einladen',
    intro:
      'Legen Sie das Konto für Ihren Kunden an. Er bekommt eine E-Mail mit einem Link, über den er sein Passwort festlegt (7 Tage gültig).',
    email: 'E-Mail-Adresse',
    firstName: 'Vorname',
    lastName: 'Nachname',
    send: 'Einladung senden',
    sent: (email: string) => `Die Einladung an ${email} wurde gesendet.`,
    pendingHeading: 'Offene Einladungen',
    noPending: 'Keine offenen Einladungen.',
    invitedAt: 'Eingeladen',
    validUntil: 'Link gültig bis',
    expired: 'Link abgelaufen',
    resend: 'Erneut senden',
    resendLabel: (name: string) => `Einladung an ${name} erneut senden`,
    resent: (email: string) =>
      `Die Einladung an ${email} wurde erneut gesendet. Der alte Link gilt nicht mehr.`,
    loadError: 'Die Einladungen konnten nicht geladen werden.',
    required: workspaceValidationTexts.required,
    tooShort: workspaceValidationTexts.tooShort,
    tooLong: workspaceValidationTexts.tooLong,
    emailInvalid: workspaceValidationTexts.emailInvalid,
    emailTaken: 'Für diese E-Mail-Adresse gibt es schon ein Konto im Kundenportal.',
  },

  agency: workspaceAgencyTexts,

  referrals: workspaceReferralTexts,

  inbox: workspaceInboxTexts,
} as const;
