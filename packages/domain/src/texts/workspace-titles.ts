import { routeTitleTexts } from './route-titles';

/**
 * The adviser workspace's name and page titles (issue 14): on their own, because the router and the
 * title hook are in the app's first chunk — the rest of the workspace's texts (workspace.ts) loads with
 * the workspace's pages only.
 */
export const workspaceTitleTexts = {
  appName: 'Kundenportal – Beraterbereich',
  titles: {
    login: 'Anmeldung',
    password: 'Passwort',
    customers: 'Kunden',
    customer: 'Kunde',
    inbox: 'Eingang',
    invitations: 'Einladungen',
    referrals: 'Empfehlungen',
    agency: 'Agentur',
    forms: 'Formulare',
    access: 'Mein Zugang',
    signatureCheck: routeTitleTexts.signatureCheck,
    transfers: 'Bestandsübertragungen',
    portfolioImport: 'Bestand importieren',
    rechner: 'Vergleichsrechner',
  },
} as const;
