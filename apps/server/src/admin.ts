import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatFileSize } from '@kundenportal/domain/documents/file-size';
import { checkUpload } from '@kundenportal/domain/documents/upload-rules';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { isValidEmail } from '@kundenportal/domain/validation/email';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { createBlobStore } from './lib/blob-store/create-blob-store';
import { createOutboxRepository } from './lib/outbox/outbox-repository';
import { createOutboxWorker } from './lib/outbox/outbox-worker';
import { createFileSmsProvider, createMailTransport } from './lib/outbox/transports';
import { InviteError, inviteCustomer } from './modules/account/invite-customer';
import { createAccountRepository } from './modules/account/repository';
import { verifyAuditChains } from './modules/adviser-forms/audit-chain';
import { FormTemplateError, installFormTemplate } from './modules/adviser-forms/install-template';
import { BrandingError, setBranding } from './modules/branding/set-branding';
import { ProvideDocumentError, provideDocument } from './modules/documents/provide-document';
import { LegalDocumentError, setLegalDocument } from './modules/legal/legal-documents';
import {
  confirmReferral,
  payReferral,
  ReferralAdminError,
  setReferralTiers,
} from './modules/referrals/admin-referrals';
import { mintSsoToken } from './modules/sso/sso-token';

/**
 * Administration from the command line (README, "Administration"), with the server's configuration:
 *   npm run admin -- invite --email x@y.de --agent <id or sign-up code> [--first-name A --last-name B]
 *   npm run admin -- sso-token --email x@y.de
 *   npm run admin -- provide-document --customer x@y.de --file <path> [--directory Main/Sub] [--kategorie berater]
 */
const usage = `Aufruf:
  npm run admin -- invite --email <adresse> --agent <berater-id oder registrierungscode> [--first-name <vorname>] [--last-name <nachname>]
  npm run admin -- sso-token --email <adresse>
  npm run admin -- provide-document --customer <adresse> --file <pfad> [--directory <Hauptordner/Unterordner>] [--kategorie berater] [--key maklervollmacht|einwilligungserklaerung|erstinformation]
    stellt dem Kunden eine Datei seines Beraters bereit (Freigabe, nur lesbar); die Kategorie ist immer berater
  npm run admin -- branding --agent <berater-id oder registrierungscode> [--logo <bild>] [--photo <bild>]
      [--primary '#1f5f4a'] [--on-primary '#fff'] [--text '#1a1f24'] [--background '#f3f5f7'] [--surface '#fff']
      [--font system|humanist|geometric|serif] [--radius 0-16] [--reset]
    setzt Logo, Foto und Farben des Beraters; zu geringer Kontrast (WCAG AA) wird mit dem Farbpaar abgelehnt
  npm run admin -- legal --agent <berater-id oder registrierungscode> --key nutzungsbedingungen|datenschutz (--file <text.md> | --remove)
    setzt den eigenen Rechtstext des Beraters (Markdown) oder stellt den Standardtext wieder her
  npm run admin -- form --agent <berater-id oder registrierungscode> --key <schluessel> --file <vorlage.md>
    installiert ein Formular des Beraters (Markdown mit Feldern); eine geänderte Vorlage wird die nächste Version
  npm run admin -- verify-audit
    prüft die Hash-Ketten der unterschriebenen Formulare und nennt das erste gebrochene Glied
  npm run admin -- referral-tiers --agent <berater-id oder registrierungscode> --tiers 1:25,3:50
    setzt die Auszahlungsstufen des Beraters (ab Anzahl erfolgreicher Empfehlungen: Euro je Empfehlung)
  npm run admin -- referral-confirm --email <adresse des empfohlenen kunden> --voucher amazon|paypal|wunschgutschein [--bonus <euro>]
    bestätigt eine Empfehlung und legt ihre Auszahlung nach den Stufen an
  npm run admin -- referral-payout --email <adresse des empfohlenen kunden>
    zahlt den Gutschein einer bestätigten Empfehlung aus und benachrichtigt den Empfehlenden`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      agent: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      customer: { type: 'string' },
      file: { type: 'string' },
      directory: { type: 'string' },
      kategorie: { type: 'string' },
      logo: { type: 'string' },
      photo: { type: 'string' },
      primary: { type: 'string' },
      'on-primary': { type: 'string' },
      text: { type: 'string' },
      background: { type: 'string' },
      surface: { type: 'string' },
      font: { type: 'string' },
      radius: { type: 'string' },
      reset: { type: 'boolean' },
      key: { type: 'string' },
      remove: { type: 'boolean' },
      tiers: { type: 'string' },
      voucher: { type: 'string' },
      bonus: { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig();
  if (command === 'invite') {
    if (!values.email || !values.agent) throw new UsageError('invite braucht --email und --agent');
    if (!isValidEmail(values.email)) throw new UsageError(`Keine gültige E-Mail-Adresse: ${values.email}`);
    await invite(config, {
      email: values.email,
      agent: values.agent,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
  } else if (command === 'sso-token') {
    if (!values.email) throw new UsageError('sso-token braucht --email');
    await ssoToken(config, values.email);
  } else if (command === 'provide-document') {
    if (!values.customer || !values.file) throw new UsageError(adminTexts.provideUsage);
    // Provided documents are the adviser's: kategorie berater, read-only for the customer (ADR 018).
    if (values.kategorie !== undefined && values.kategorie !== 'berater')
      throw new UsageError(adminTexts.kategorieNotBerater(values.kategorie));
    await provide(config, {
      email: values.customer,
      file: values.file,
      directory: values.directory,
      adviserDocumentKey: values.key,
    });
  } else if (command === 'legal') {
    if (!values.agent || !values.key || (!values.file && !values.remove))
      throw new UsageError('legal braucht --agent, --key und --file (oder --remove)');
    const markdown = values.remove
      ? null
      : await readFile(values.file ?? '', 'utf8').catch(() =>
          Promise.reject(new UsageError(adminTexts.fileMissing(values.file ?? ''))),
        );
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await database.migrate();
      const result = await setLegalDocument(database.db, values.agent, values.key, markdown);
      console.log(
        result.version
          ? `Rechtstext ${values.key} von Berater ${result.agentId} gespeichert (Version ${result.version})`
          : `Rechtstext ${values.key} von Berater ${result.agentId} entfernt: es gilt der Standardtext`,
      );
    } finally {
      await database.close();
    }
  } else if (command === 'form') {
    if (!values.agent || !values.key || !values.file)
      throw new UsageError('form braucht --agent, --key und --file');
    const source = await readFile(values.file, 'utf8').catch(() =>
      Promise.reject(new UsageError(adminTexts.fileMissing(values.file ?? ''))),
    );
    await withDatabase(config, async (db) => {
      const result = await installFormTemplate(db, {
        agent: values.agent ?? '',
        key: values.key ?? '',
        source,
      });
      console.log(
        result.created
          ? `Formular ${result.key} („${result.title}“, ${result.fields} Felder) von Berater ${result.agentId} installiert: Version ${result.version}`
          : `Formular ${result.key} von Berater ${result.agentId} ist unverändert: Version ${result.version}`,
      );
    });
  } else if (command === 'verify-audit') {
    await withDatabase(config, async (db) => {
      const report = await verifyAuditChains(db);
      if (report.problem) {
        const { agentId, seq, id, problem } = report.problem;
        const what =
          problem === 'changed'
            ? `Eintrag ${seq} (${id}) wurde verändert`
            : problem === 'missing'
              ? `Eintrag ${seq} fehlt (gelöscht)`
              : `der Kopf der Kette passt nicht zu Eintrag ${seq - 1}`;
        throw new AuditChainError(`Prüfkette von Berater ${agentId} gebrochen: ${what}.`);
      }
      console.log(`Prüfketten in Ordnung: ${report.records} Einträge von ${report.agents} Beratern geprüft.`);
    });
  } else if (command === 'referral-tiers') {
    if (!values.agent || !values.tiers) throw new UsageError('referral-tiers braucht --agent und --tiers');
    await withDatabase(config, async (db) => {
      const result = await setReferralTiers(db, values.agent ?? '', values.tiers ?? '');
      console.log(
        `Auszahlungsstufen von Berater ${result.agentId}: ${result.tiers
          .map((tier) => `ab ${tier.minCount}: ${(tier.valueCents / 100).toFixed(2).replace('.', ',')} €`)
          .join('; ')}`,
      );
    });
  } else if (command === 'referral-confirm') {
    if (!values.email || !values.voucher)
      throw new UsageError('referral-confirm braucht --email und --voucher');
    const bonus = values.bonus === undefined ? 0 : Number(values.bonus.replace(',', '.'));
    if (!Number.isFinite(bonus) || bonus < 0 || bonus > 10_000)
      throw new UsageError('--bonus ist ein Euro-Betrag ab 0');
    await withDatabase(config, async (db) => {
      const result = await confirmReferral(db, {
        referredEmail: values.email ?? '',
        voucherType: values.voucher ?? '',
        bonusCents: Math.round(bonus * 100),
      });
      console.log(
        `Empfehlung ${result.referralId} bestätigt: Auszahlung ${((result.amountCents + result.bonusCents) / 100).toFixed(2).replace('.', ',')} € (noch nicht ausgezahlt)`,
      );
    });
  } else if (command === 'referral-payout') {
    if (!values.email) throw new UsageError('referral-payout braucht --email');
    await withDatabase(config, async (db) => {
      const result = await payReferral(db, {
        referredEmail: values.email ?? '',
        publicUrl: config.publicUrl,
      });
      const sent = await deliverOutbox(config, db);
      console.log(
        `Gutschein der Empfehlung ${result.referralId} über ${result.amount} ausgezahlt; ${sent} Nachricht(en) zugestellt`,
      );
    });
  } else if (command === 'branding') {
    if (!values.agent) throw new UsageError('branding braucht --agent');
    const tokens: Record<string, unknown> = {};
    for (const [option, token] of [
      ['primary', 'primary'],
      ['on-primary', 'onPrimary'],
      ['text', 'text'],
      ['background', 'background'],
      ['surface', 'surface'],
      ['font', 'font'],
    ] as const)
      if (values[option] !== undefined) tokens[token] = values[option];
    if (values.radius !== undefined) tokens.radius = Number(values.radius);
    const readImage = async (file: string | undefined) =>
      file === undefined
        ? undefined
        : readFile(file).catch(() => Promise.reject(new UsageError(adminTexts.fileMissing(file))));
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await database.migrate();
      const result = await setBranding(database.db, await createBlobStore(config), {
        agent: values.agent,
        tokens,
        reset: values.reset,
        logo: await readImage(values.logo),
        photo: await readImage(values.photo),
      });
      console.log(
        `Branding von Berater ${result.agentId} gespeichert: ${JSON.stringify(result.tokens)}; Logo: ${result.logo ? 'ja' : 'nein'}, Foto: ${result.photo ? 'ja' : 'nein'}`,
      );
    } finally {
      await database.close();
    }
  } else {
    throw new UsageError(command ? `Unbekannter Befehl: ${command}` : 'Kein Befehl angegeben');
  }
}

class AuditChainError extends Error {}

/** Sends what the command queued (the outbox as the server would), then stops the worker. */
async function deliverOutbox(config: Config, db: Database['db']): Promise<number> {
  const outboxDir = path.join(config.dataDir, 'outbox');
  const worker = createOutboxWorker({
    repository: createOutboxRepository(db),
    mail: createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir }),
    sms: createFileSmsProvider(outboxDir),
    log: pino({ level: 'warn' }),
  });
  const sent = await worker.runOnce();
  await worker.stop();
  return sent;
}

async function withDatabase(config: Config, run: (db: Database['db']) => Promise<void>): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await run(database.db);
  } finally {
    await database.close();
  }
}

async function invite(
  config: Config,
  input: { email: string; agent: string; firstName?: string; lastName?: string },
): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const repository = createAccountRepository(database.db);
    const invited = await inviteCustomer({ repository, publicUrl: config.publicUrl }, input);
    const outboxDir = path.join(config.dataDir, 'outbox');
    const sent = await deliverOutbox(config, database.db);
    console.log(
      [
        `Konto angelegt: ${invited.email} (Benutzer ${invited.userId}, Berater ${invited.agentId}, inaktiv bis zur Aktivierung)`,
        `Aktivierungs-Mail gültig bis ${invited.expiresAt.toISOString()}; ${sent} Nachricht(en) zugestellt ${
          config.smtpUrl ? 'über SMTP' : `als Datei in ${outboxDir}`
        }`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

async function ssoToken(config: Config, email: string): Promise<void> {
  if (!config.sso.secret)
    throw new UsageError('SSO_SECRET ist nicht gesetzt: ohne ihn gibt es kein Single Sign-on');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const user = await createAccountRepository(database.db).findUserByEmail(email);
    if (!user) throw new UsageError(`Kein Konto mit der E-Mail-Adresse ${email}`);
  } finally {
    await database.close();
  }
  const token = await mintSsoToken({ secret: config.sso.secret, issuer: config.sso.issuer }, email);
  console.log(`${config.publicUrl}/#/intro/sso/${token}`);
  console.error('Der Link gilt 2 Minuten und funktioniert einmal.');
}

/** One file from disk into the customer's approvals; type and size are checked before the database opens. */
async function provide(
  config: Config,
  input: { email: string; file: string; directory?: string; adviserDocumentKey?: string },
) {
  const info = await stat(input.file).catch(() => null);
  if (!info) throw new ProvideDocumentError(adminTexts.fileMissing(input.file));
  if (!info.isFile()) throw new ProvideDocumentError(adminTexts.notAFile(input.file));
  const name = path.basename(input.file);
  const check = checkUpload({ name, size: info.size });
  if (!check.ok) throw new ProvideDocumentError(check.message);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const store = await createBlobStore(config);
    const row = await provideDocument(database.db, store, {
      customerEmail: input.email,
      name,
      content: createReadStream(input.file),
      directory: input.directory,
      adviserDocumentKey: input.adviserDocumentKey,
      notify: { publicUrl: config.publicUrl },
    });
    console.log(adminTexts.provided(row.originalFilename, input.email, formatFileSize(row.size)));
  } finally {
    await database.close();
  }
}

const knownErrors = [
  ConfigError,
  UsageError,
  InviteError,
  ProvideDocumentError,
  BrandingError,
  LegalDocumentError,
  FormTemplateError,
  AuditChainError,
  ReferralAdminError,
];

main(process.argv.slice(2)).catch((error) => {
  if (knownErrors.some((type) => error instanceof type)) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(usage);
  } else if (
    error instanceof TypeError &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(error.message);
    console.error(usage);
  } else {
    console.error(error);
  }
  process.exit(1);
});
