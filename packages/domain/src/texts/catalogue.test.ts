import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountTexts } from './account';
import { accountMailTexts } from './account-mails';
import { adminTexts } from './admin';
import { backupTexts } from './admin-backup';
import { adviserFormTexts } from './adviser-forms';
import { adviserMailTexts } from './adviser-mails';
import { adviserRequestTexts } from './adviser-requests';
import { avatarTexts } from './avatar';
import { bankingTexts } from './banking';
import { bankingAggregatorTexts } from './banking-aggregator';
import { bankingApiTexts } from './banking-api';
import { statementReaderTexts } from './banking-statements';
import { bedarfscheckTexts } from './bedarfscheck';
import { bestandsuebertragungTexts } from './bestandsuebertragung';
import { brandingTexts } from './branding';
import { calendarTexts } from './calendar';
import { chatTexts } from './chat';
import { chatUnreadTexts } from './chat-unread';
import { commonTexts } from './common';
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
import { portfolioImportTexts } from './portfolio-import';
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
import { vorsorgestatusTexts } from './vorsorgestatus';
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
import { workspaceValidationTexts } from './workspace-validation';

const here = dirname(fileURLToPath(import.meta.url));
const domainSource = join(here, '..');

const catalogue = {
  accountTexts,
  accountMailTexts,
  adminTexts,
  backupTexts,
  adviserFormTexts,
  adviserMailTexts,
  adviserRequestTexts,
  avatarTexts,
  bankingTexts,
  bankingAggregatorTexts,
  bankingApiTexts,
  bedarfscheckTexts,
  bestandsuebertragungTexts,
  brandingTexts,
  calendarTexts,
  chatTexts,
  chatUnreadTexts,
  commonTexts,
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
  portfolioImportTexts,
  pwaTexts,
  ratingTexts,
  referralTexts,
  reminderTexts,
  routeTitleTexts,
  signatureTexts,
  statementReaderTexts,
  tourTexts,
  uiTexts,
  validationTexts,
  vertragsspiegelTexts,
  vorsorgestatusTexts,
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
  workspaceValidationTexts,
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

/**
 * The string literals of a texts/ source file: quoted and template ones (each `${…}` read as 'X', the
 * literals inside it kept too), `'a' +` `'b'` joined to one, comments skipped. Read from the source, not
 * from the objects: at run time a reference (`saved: accountTexts.changesSaved`) and a copy are the same string.
 */
function literals(source: string): string[] {
  const found: string[] = [];
  let at = 0;
  const skipComment = () => {
    if (source.startsWith('//', at)) at = source.indexOf('\n', at);
    else if (source.startsWith('/*', at)) at = source.indexOf('*/', at) + 2;
    else return false;
    return true;
  };
  const literal = (): string => {
    const quote = source[at++];
    let text = '';
    while (source[at] !== quote) {
      if (source[at] === '\\') {
        const escaped = source[at + 1];
        text += escaped === 'n' ? '\n' : escaped;
        at += 2;
      } else if (quote === '`' && source.startsWith('${', at)) {
        at += 2;
        read(true);
        text += 'X';
      } else text += source[at++];
    }
    at++;
    return text;
  };
  /** Reads to the end (or past the `}` closing a template's `${`), collecting the literals. */
  const read = (toClosingBrace: boolean) => {
    for (let depth = 0; at < source.length; ) {
      if (skipComment()) continue;
      const char = source[at];
      if (char === "'" || char === '"' || char === '`') {
        let text = literal();
        const plus = /\s*\+\s*(?=['"`])/y;
        for (plus.lastIndex = at; plus.test(source); plus.lastIndex = at) {
          at = plus.lastIndex;
          text += literal();
        }
        found.push(text);
        continue;
      }
      at++;
      if (char === '{') depth++;
      if (char === '}' && depth-- === 0 && toClosingBrace) return;
    }
  };
  read(false);
  return found;
}

/** A message, defined once: three or more words, or two or more ending in '.', '!', '?' or '…'. */
function isMessage(text: string): boolean {
  const words = text.trim().split(/\s+/).length;
  return words >= 3 || (words >= 2 && /[.!?…]$/.test(text.trim()));
}

/** The texts a literal makes, each 'X' standing for any value. */
function asPattern(literal: string): RegExp {
  const parts = literal.split('X').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

function plainStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(plainStrings) : [];
}

/** Messages that read alike but are two texts in different roles: each may change without the other. */
const alike: Record<string, string> = {
  'Willkommen im Kundenportal': "the welcome mail's subject and the login page's heading",
  'Vertrag optimieren: X':
    "the adviser's mail subject names the customer, the inbox entry's title the contract",
};

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

  it("defines each message once (3+ words, or 2+ ending in '.', '!', '?', '…') in texts/*.ts and the error catalogue; a reference to another text is no second definition", () => {
    const areas = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const definedIn = new Map<string, string[]>();
    // The error catalogue (spec section 8) holds the errors' messages, which texts/ refers to.
    for (const file of [...areas, '../errors/error-codes.ts']) {
      for (const text of literals(readFileSync(join(here, file), 'utf8')).filter(isMessage)) {
        definedIn.set(text, [...(definedIn.get(text) ?? []), file]);
      }
    }
    const twice = [...definedIn].filter(([text, files]) => files.length > 1 && !(text in alike));
    expect(twice).toEqual([]);
    for (const text of Object.keys(alike)) expect(definedIn.get(text), text).toHaveLength(2);
    // The literals read are the catalogue's: each of its plain string messages is one of them (an 'X'
    // standing for a constant, e.g. `${DEADLINE_SOON_DAYS}`).
    const patterns = [...definedIn.keys()].map(asPattern);
    const unread = plainStrings(catalogue)
      .filter(isMessage)
      .filter((text) => !patterns.some((pattern) => pattern.test(text)));
    expect(unread).toEqual([]);
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
