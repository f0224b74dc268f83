import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import { isValidEmail } from '@kundenportal/domain/validation/email';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/client';
import { ValidationError } from '../lib/app-error';
import { createFieldCipher } from '../lib/field-cipher';
import { OperatorError } from '../lib/operator-error';
import { verifyAuditChains } from '../modules/adviser-forms/audit-chain';
import { rotateAggregatorKeys } from '../modules/banking/providers/aggregator-rotate-repository';
import { rotateBankingKeys } from '../modules/banking/rotate-keys-repository';
import { setBranding } from '../modules/workspace/agency/set-branding';
import { setLegalDocument } from '../modules/workspace/agency/set-legal-document';
import { installFormTemplate } from '../modules/workspace/forms/install-form-template';
import { createFormTemplatesRepository } from '../modules/workspace/forms/repository';
import {
  confirmReferral,
  payReferral,
  setReferralTiers,
} from '../modules/workspace/referrals/admin-referrals';
import { backup } from './backup/backup';
import { restore } from './backup/restore';
import { invite, provide, ssoToken } from './customer-commands';
import { UsageError } from './usage-error';
import {
  type AdminContext,
  type AdminIo,
  commandBlobStore,
  deliverOutbox,
  withDatabase,
} from './with-database';

/**
 * The admin command (README, "Administration") with the server's configuration from `env`: its commands and
 * their options are adminTexts.usage. Answers the exit code: 0 done, 1 refused (the reason on `io.err`).
 * `database`: one the caller opened and keeps (the tests' own); otherwise each command opens the configured
 * one and closes it.
 */
export async function runAdmin(
  argv: string[],
  options: { env?: NodeJS.ProcessEnv; database?: Database; io?: AdminIo } = {},
): Promise<number> {
  const io = options.io ?? consoleIo;
  try {
    await run(argv, options.env ?? process.env, { database: options.database, io });
    return 0;
  } catch (error) {
    report(error, io);
    return 1;
  }
}

type Given = Omit<AdminContext, 'config'>;

const consoleIo: AdminIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

async function run(argv: string[], env: NodeJS.ProcessEnv, given: Given): Promise<void> {
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
      to: { type: 'string' },
      from: { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig(env);
  const context: AdminContext = { config, ...given };
  const { out } = given.io;
  if (command === 'invite') {
    if (!values.email || !values.agent)
      throw new UsageError(adminTexts.needs('invite', '--email und --agent'));
    if (!isValidEmail(values.email)) throw new UsageError(adminTexts.emailInvalid(values.email));
    await invite(context, {
      email: values.email,
      agent: values.agent,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
  } else if (command === 'sso-token') {
    if (!values.email) throw new UsageError(adminTexts.needs('sso-token', '--email'));
    await ssoToken(context, values.email);
  } else if (command === 'provide-document') {
    if (!values.customer || !values.file) throw new UsageError(adminTexts.provideUsage);
    // Provided documents are the adviser's: kategorie berater, read-only for the customer (ADR 018).
    if (values.kategorie !== undefined && values.kategorie !== 'berater')
      throw new UsageError(adminTexts.kategorieNotBerater(values.kategorie));
    await provide(context, {
      email: values.customer,
      file: values.file,
      directory: values.directory,
      adviserDocumentKey: values.key,
    });
  } else if (command === 'legal') {
    if (!values.agent || !values.key || (!values.file && !values.remove))
      throw new UsageError(adminTexts.needs('legal', '--agent, --key und --file (oder --remove)'));
    const markdown = values.remove
      ? null
      : await readFile(values.file ?? '', 'utf8').catch(() =>
          Promise.reject(new UsageError(adminTexts.fileMissing(values.file ?? ''))),
        );
    const { agent, key } = values;
    await withDatabase(context, async (db) => {
      const result = await setLegalDocument(db, agent, key, markdown);
      out(
        result.version
          ? adminTexts.legalSaved(key, result.agentId, result.version)
          : adminTexts.legalRemoved(key, result.agentId),
      );
    });
  } else if (command === 'form') {
    if (!values.agent || !values.key || !values.file)
      throw new UsageError(adminTexts.needs('form', '--agent, --key und --file'));
    const source = await readFile(values.file, 'utf8').catch(() =>
      Promise.reject(new UsageError(adminTexts.fileMissing(values.file ?? ''))),
    );
    await withDatabase(context, async (db) => {
      const result = await installFormTemplate(createFormTemplatesRepository(db), {
        agent: values.agent ?? '',
        key: values.key ?? '',
        source,
      });
      out(
        result.created
          ? adminTexts.formInstalled(result)
          : adminTexts.formUnchanged(result.key, result.agentId, result.version),
      );
    });
  } else if (command === 'verify-audit') {
    await withDatabase(context, async (db) => {
      const report = await verifyAuditChains(db);
      if (report.problem) {
        const { agentId, seq, id, problem } = report.problem;
        const what =
          problem === 'changed'
            ? adminTexts.auditChanged(seq, id)
            : problem === 'missing'
              ? adminTexts.auditMissing(seq)
              : adminTexts.auditHeadMismatch(seq - 1);
        throw new OperatorError(adminTexts.auditBroken(agentId, what));
      }
      out(adminTexts.auditIntact(report.records, report.agents));
    });
  } else if (command === 'banking-rotate') {
    await withDatabase(context, async (db) => {
      const cipher = createFieldCipher(config.bankingKeys);
      const done = await rotateBankingKeys(db, cipher);
      out(adminTexts.bankingRotated(done));
      const zugaenge = await rotateAggregatorKeys(db, cipher);
      if (zugaenge > 0) out(adminTexts.bankingAggregatorRotated(zugaenge));
    });
  } else if (command === 'referral-tiers') {
    if (!values.agent || !values.tiers)
      throw new UsageError(adminTexts.needs('referral-tiers', '--agent und --tiers'));
    await withDatabase(context, async (db) => {
      const result = await setReferralTiers(db, values.agent ?? '', values.tiers ?? '');
      const tiers = result.tiers.map((tier) =>
        adminTexts.referralTier(tier.minCount, euros(tier.valueCents)),
      );
      out(adminTexts.referralTiers(result.agentId, tiers.join('; ')));
    });
  } else if (command === 'referral-confirm') {
    if (!values.email || !values.voucher)
      throw new UsageError(adminTexts.needs('referral-confirm', '--email und --voucher'));
    const bonus = values.bonus === undefined ? 0 : Number(values.bonus.replace(',', '.'));
    if (!Number.isFinite(bonus) || bonus < 0 || bonus > 10_000) throw new UsageError(adminTexts.bonusInvalid);
    await withDatabase(context, async (db) => {
      const result = await confirmReferral(db, {
        referredEmail: values.email ?? '',
        voucherType: values.voucher ?? '',
        bonusCents: Math.round(bonus * 100),
      });
      out(adminTexts.referralConfirmed(result.referralId, euros(result.amountCents + result.bonusCents)));
    });
  } else if (command === 'referral-payout') {
    if (!values.email) throw new UsageError(adminTexts.needs('referral-payout', '--email'));
    await withDatabase(context, async (db) => {
      const result = await payReferral(db, {
        referredEmail: values.email ?? '',
        publicUrl: config.publicUrl,
      });
      const sent = await deliverOutbox(config, db);
      out(adminTexts.referralPaid(result.referralId, result.amount, sent));
    });
  } else if (command === 'backup') {
    if (!values.to) throw new UsageError(backupTexts.needsTo);
    await backup(config, env, values.to, out);
  } else if (command === 'restore') {
    if (!values.from) throw new UsageError(backupTexts.needsFrom);
    await restore(config, env, values.from, out);
  } else if (command === 'branding') {
    if (!values.agent) throw new UsageError(adminTexts.needs('branding', '--agent'));
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
    const { agent } = values;
    await withDatabase(context, async (db) => {
      const result = await setBranding(db, await commandBlobStore(config, db), {
        agent,
        tokens,
        reset: values.reset,
        logo: await readImage(values.logo),
        photo: await readImage(values.photo),
      });
      out(
        adminTexts.brandingSaved(
          result.agentId,
          JSON.stringify(result.tokens),
          Boolean(result.logo),
          Boolean(result.photo),
        ),
      );
    });
  } else {
    throw new UsageError(command ? adminTexts.unknownCommand(command) : adminTexts.noCommand);
  }
}

const knownErrors = [ConfigError, UsageError, OperatorError];

function report(error: unknown, io: AdminIo): void {
  if (error instanceof ValidationError) {
    // A form template's refusal (installFormTemplate): its messages, one a line, without the field.
    io.err(error.entries.map((entry) => entry.slice(entry.indexOf('=>') + 2)).join('\n'));
  } else if (knownErrors.some((type) => error instanceof type)) {
    io.err((error as Error).message);
    if (error instanceof UsageError) io.err(`${adminTexts.usage}\n${backupTexts.usage}`);
  } else if (
    error instanceof TypeError &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    io.err(error.message);
    io.err(`${adminTexts.usage}\n${backupTexts.usage}`);
  } else {
    io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}
