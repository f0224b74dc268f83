/**
 * Texts of the adviser workspace (issue 14, `#/berater/...`): the spec describes the customer's app
 * only, so every text here is ours. The adviser is addressed with 'Sie' (a professional tool), the
 * customer app keeps its 'Du'.
 */
export const workspaceTexts = {
  appName: 'Kundenportal – Beraterbereich',
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
  nav: { customers: 'Kunden' },
  titles: { login: 'Anmeldung', customers: 'Kunden', customer: 'Kunde' },

  customersHeading: 'Kunden',
  searchLabel: 'Kunden suchen',
  searchPlaceholder: 'Name oder E-Mail-Adresse',
  searchTooLong: (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
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

  householdHeading: (name: string) => `Haushalt von ${name}`,
  backToCustomers: 'Zurück zur Kundenliste',
  readOnlyHint: 'Diese Ansicht zeigt die Daten des Kunden; ändern kann sie nur der Kunde selbst.',
  sections: { persons: 'Personen', contracts: 'Verträge', documents: 'Dokumente' },
  mainPerson: 'Hauptperson',
  born: 'geboren',
  noPersons: 'Keine Personen hinterlegt.',
  noContracts: 'Keine Verträge hinterlegt.',
  noDocuments: 'Keine Dokumente hinterlegt.',
  fromAdviser: 'vom Berater',
  fromCustomer: 'vom Kunden',
  accountTyp: 'Kontotyp',
  status: 'Status',
} as const;
