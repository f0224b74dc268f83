import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatFileSize } from '@kundenportal/domain/documents/file-size';
import { checkUpload } from '@kundenportal/domain/documents/upload-rules';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { isValidEmail } from '@kundenportal/domain/validation/email';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createBlobStore } from './lib/blob-store/create-blob-store';
import { createOutboxRepository } from './lib/outbox/outbox-repository';
import { createOutboxWorker } from './lib/outbox/outbox-worker';
import { createFileSmsProvider, createMailTransport } from './lib/outbox/transports';
import { InviteError, inviteCustomer } from './modules/account/invite-customer';
import { createAccountRepository } from './modules/account/repository';
import { ProvideDocumentError, provideDocument } from './modules/documents/provide-document';
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
  npm run admin -- provide-document --customer <adresse> --file <pfad> [--directory <Hauptordner/Unterordner>] [--kategorie berater]
    stellt dem Kunden eine Datei seines Beraters bereit (Freigabe, nur lesbar); die Kategorie ist immer berater`;

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
    await provide(config, { email: values.customer, file: values.file, directory: values.directory });
  } else {
    throw new UsageError(command ? `Unbekannter Befehl: ${command}` : 'Kein Befehl angegeben');
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
    const worker = createOutboxWorker({
      repository: createOutboxRepository(database.db),
      mail: createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir }),
      sms: createFileSmsProvider(outboxDir),
      log: pino({ level: 'warn' }),
    });
    const sent = await worker.runOnce();
    await worker.stop();
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
async function provide(config: Config, input: { email: string; file: string; directory?: string }) {
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
    });
    console.log(adminTexts.provided(row.originalFilename, input.email, formatFileSize(row.size)));
  } finally {
    await database.close();
  }
}

const knownErrors = [ConfigError, UsageError, InviteError, ProvideDocumentError];

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
