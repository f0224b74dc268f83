import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountTexts } from './account';
import { accountMailTexts } from './account-mails';
import { adminTexts } from './admin';
import { adviserFormTexts } from './adviser-forms';
import { adviserMailTexts } from './adviser-mails';
import { adviserRequestTexts } from './adviser-requests';
import { avatarTexts } from './avatar';
import { brandingTexts } from './branding';
import { calendarTexts } from './calendar';
import { chatTexts } from './chat';
import { chatUnreadTexts } from './chat-unread';
import { contactPersonTexts } from './contact-persons';
import { contractTexts } from './contracts';
import { dateTexts } from './date';
import { documentTexts } from './documents';
import { unknownFieldTexts } from './errors';
import { formTexts } from './form';
import { templateErrorTexts } from './form-templates';
import { householdTexts } from './household';
import { liquidityTexts } from './liquidity';
import { messages } from './messages';
import { notificationTexts } from './notifications';
import { passkeyTexts } from './passkey';
import { passwordTexts } from './password';
import { pdfViewerTexts } from './pdf-viewer';
import { personTexts } from './person';
import { pwaTexts } from './pwa';
import { ratingTexts } from './rating';
import { referralTexts } from './referrals';
import { reminderTexts } from './reminders';
import { routeTitleTexts } from './route-titles';
import { signatureTexts } from './signatures';
import { tourTexts } from './tour';
import { uiTexts } from './ui';
import { validationTexts } from './validation';
import { vertragsspiegelTexts } from './vertragsspiegel';
import { workspaceTexts } from './workspace';
import { workspaceAccessTexts } from './workspace-access';
import { workspaceAgencyTexts } from './workspace-agency';
import { workspaceAuditTexts } from './workspace-audit';
import { workspaceFormTexts } from './workspace-forms';
import { workspaceInboxTexts } from './workspace-inbox';
import { workspacePasswordTexts } from './workspace-password';
import { workspacePresetTexts } from './workspace-presets';
import { workspaceReferralTexts } from './workspace-referrals';
import { workspaceTitleTexts } from './workspace-titles';

const here = dirname(fileURLToPath(import.meta.url));
const domainSource = join(here, '..');

const catalogue = {
  accountTexts,
  accountMailTexts,
  adminTexts,
  adviserFormTexts,
  adviserMailTexts,
  adviserRequestTexts,
  avatarTexts,
  brandingTexts,
  calendarTexts,
  chatTexts,
  chatUnreadTexts,
  contactPersonTexts,
  contractTexts,
  dateTexts,
  documentTexts,
  unknownFieldTexts,
  formTexts,
  templateErrorTexts,
  householdTexts,
  liquidityTexts,
  messages,
  notificationTexts,
  passkeyTexts,
  passwordTexts,
  pdfViewerTexts,
  personTexts,
  pwaTexts,
  ratingTexts,
  referralTexts,
  reminderTexts,
  routeTitleTexts,
  signatureTexts,
  tourTexts,
  uiTexts,
  validationTexts,
  vertragsspiegelTexts,
  workspaceTexts,
  workspaceAccessTexts,
  workspaceAgencyTexts,
  workspaceAuditTexts,
  workspaceFormTexts,
  workspaceInboxTexts,
  workspacePasswordTexts,
  workspacePresetTexts,
  workspaceReferralTexts,
  workspaceTitleTexts,
};

/** Every text of an object: strings, and functions called with sample arguments; nested objects too. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, String(value('X', 'Y'))]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
  }
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the text catalogue (packages/domain/src/texts)', () => {
  it('has no empty text in any area', () => {
    const all = Object.entries(catalogue).flatMap(([name, object]) => texts(object, name));
    expect(all.length).toBeGreaterThan(250);
    for (const [path, text] of all) expect(text.trim(), path).not.toBe('');
  });

  it('keeps the spec texts verbatim, typos included', () => {
    expect(personTexts.created).toBe('Die Person wurder erfolgreich erstellt.');
    expect(validationTexts).toMatchObject({
      amount: 'Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
      iban: 'Bitte gebe eine gültige IBAN ein.',
      mobile: 'Keine gültige Mobilnummer.',
      time: 'Gebe eine gültige Uhrzeit ein.',
    });
  });

  it('is the only home of a text object: no `…Texts` object is declared outside texts/', () => {
    const outside = sourceFiles(domainSource)
      .filter((file) => !relative(domainSource, file).startsWith('texts/'))
      .filter((file) => /export const \w*[tT]exts\s*[:=]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(domainSource, file));
    expect(outside).toEqual([]);
  });

  it('has one object per area file (legal.ts holds the two default legal documents)', () => {
    const files = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    for (const file of files) {
      const declared = readFileSync(join(here, file), 'utf8').match(/^export const \w+/gm) ?? [];
      expect(declared.length, file).toBe(file === 'legal.ts' ? 2 : 1);
    }
  });
});
