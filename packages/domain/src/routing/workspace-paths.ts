import { workspaceTitleTexts } from '../texts/workspace-titles';

/**
 * The adviser workspace's routes (issue 14): a root of its own, `#/berater/...`, next to the spec's
 * /intro and /app. The customer app's guard and route rules never see these paths.
 */
export const workspacePaths = {
  root: '/berater',
  login: '/berater/login',
  customers: '/berater/kunden',
  customer: '/berater/kunden/:id',
  inbox: '/berater/eingang',
  inboxCategory: '/berater/eingang/:kategorie',
  invitations: '/berater/einladungen',
  referrals: '/berater/empfehlungen',
  agency: '/berater/agentur',
  forgotPassword: '/berater/passwort-vergessen',
  resetPassword: '/berater/passwort/:code',
  access: '/berater/zugang',
  forms: '/berater/formulare',
  form: '/berater/formulare/:key',
  /** The signature check for any PDF (issue 27). */
  signatureCheck: '/berater/pruefen',
  /** The board of the agency's Bestandsübertragungen (issue 29). */
  transfers: '/berater/bestandsuebertragungen',
  /** The agency's portfolio import (issue 31). */
  portfolioImport: '/berater/import',
  /** The agency's Vergleichsrechner (issue 31). */
  rechner: '/berater/vergleichsrechner',
} as const;

export const customerPath = (id: number) => `${workspacePaths.root}/kunden/${id}`;
/** The page a reset mail links to (the code is the link's last part). */
export const adviserResetPath = (code: string) => `${workspacePaths.root}/passwort/${code}`;
/** The editor of the form template `key` (a key without a template starts a new one). */
export const formTemplatePath = (key: string) => `${workspacePaths.forms}/${key}`;
/** An inbox category's page; 'chat' lists the conversations. */
export const inboxPath = (kategorie: string) => `${workspacePaths.inbox}/${kategorie}`;

/**
 * Whether an API path (under /api) is one of the workspace's: every adviser route lives under
 * /api/berater/, so the web client sends these with the adviser's token and all others with the
 * customer's (a server test holds every route to it).
 */
export function isAdviserApiPath(path: string): boolean {
  return path.startsWith('/berater/');
}

/** The workspace pages open without a session: the login and the password reset. */
export function isWorkspacePublicPath(path: string): boolean {
  return (
    path === workspacePaths.login ||
    path === workspacePaths.forgotPassword ||
    path.startsWith(`${workspacePaths.root}/passwort/`)
  );
}

/** Whether a path belongs to the adviser workspace. */
export function isWorkspacePath(path: string): boolean {
  return path === workspacePaths.root || path.startsWith(`${workspacePaths.root}/`);
}

/** The page title of a workspace path (the browser tab reads '<title> – Kundenportal – Beraterbereich'). */
export function workspaceRouteTitle(path: string): string | undefined {
  if (path === workspacePaths.login) return workspaceTitleTexts.titles.login;
  if (path === workspacePaths.forgotPassword || path.startsWith(`${workspacePaths.root}/passwort/`))
    return workspaceTitleTexts.titles.password;
  if (path === workspacePaths.customers) return workspaceTitleTexts.titles.customers;
  if (path.startsWith(`${workspacePaths.customers}/`)) return workspaceTitleTexts.titles.customer;
  if (path === workspacePaths.invitations) return workspaceTitleTexts.titles.invitations;
  if (path === workspacePaths.referrals) return workspaceTitleTexts.titles.referrals;
  if (path === workspacePaths.agency) return workspaceTitleTexts.titles.agency;
  if (path === workspacePaths.access) return workspaceTitleTexts.titles.access;
  if (path === workspacePaths.forms || path.startsWith(`${workspacePaths.forms}/`))
    return workspaceTitleTexts.titles.forms;
  if (path === workspacePaths.inbox || path.startsWith(`${workspacePaths.inbox}/`))
    return workspaceTitleTexts.titles.inbox;
  if (path === workspacePaths.signatureCheck) return workspaceTitleTexts.titles.signatureCheck;
  if (path === workspacePaths.transfers) return workspaceTitleTexts.titles.transfers;
  if (path === workspacePaths.portfolioImport) return workspaceTitleTexts.titles.portfolioImport;
  if (path === workspacePaths.rechner) return workspaceTitleTexts.titles.rechner;
  return undefined;
}
