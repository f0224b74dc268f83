import path from 'node:path';
import { parseArgs } from 'node:util';
import { isValidEmail } from '@kundenportal/domain/validation/email';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createOutboxRepository } from './lib/outbox/outbox-repository';
import { createOutboxWorker } from './lib/outbox/outbox-worker';
import { createFileSmsProvider, createMailTransport } from './lib/outbox/transports';
import { InviteError, inviteCustomer } from './modules/account/invite-customer';
import { createAccountRepository } from './modules/account/repository';
import { mintSsoToken } from './modules/sso/sso-token';

/**
 * Administration from the command line (README, "Administration"), with the server's configuration:
 *   npm run admin -- invite --email x@y.de --agent <id or sign-up code> [--first-name A --last-name B]
 *   npm run admin -- sso-token --email x@y.de
 */
const usage = `Aufruf:
  npm run admin -- invite --email <adresse> --agent <berater-id oder registrierungscode> [--first-name <vorname>] [--last-name <nachname>]
  npm run admin -- sso-token --email <adresse>`;

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

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof ConfigError || error instanceof UsageError || error instanceof InviteError) {
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
