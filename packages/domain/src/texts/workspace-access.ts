import { commonTexts } from './common';
import { passkeyTexts } from './passkey';

/** The adviser's own access to the workspace (issue 14): passkeys, addressed with "Sie". */
export const workspaceAccessTexts = {
  link: 'Mein Zugang',
  heading: 'Mein Zugang',
  intro:
    'Mit einem Passkey melden Sie sich auf diesem Gerät per Fingerabdruck, Gesichtserkennung oder Geräte-PIN an, ohne Passwort. Ihr Passwort bleibt gültig.',
  passkeysHeading: 'Passkeys',
  none: 'Sie haben noch keinen Passkey.',
  add: 'Passkey für dieses Gerät hinzufügen',
  added: 'Der Passkey ist gespeichert. Sie können sich damit anmelden.',
  unsupported: 'Dieser Browser unterstützt keine Passkeys.',
  passkeyName: (index: number) => `Passkey ${index}`,
  createdAt: commonTexts.createdOn,
  lastUsed: (date: string) => `zuletzt benutzt am ${date}`,
  neverUsed: 'noch nicht benutzt',
  remove: 'Entfernen',
  removeLabel: (name: string) => `${name} entfernen`,
  removed: 'Der Passkey wurde entfernt.',
  failed: passkeyTexts.registrationFailed,
  loginButton: passkeyTexts.loginButton,
  loginCancelled: passkeyTexts.cancelled,
  loginFailed: passkeyTexts.failed,
  loadError: 'Ihre Passkeys konnten nicht geladen werden.',
} as const;
