import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { isValidEmail } from '@kundenportal/domain/validation/email';
import { invite, provide, ssoToken } from './admin/customer-commands';
import { UsageError } from './admin/usage-error';
import { deliverOutbox, withDatabase } from './admin/with-database';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ValidationError } from './lib/app-error';
import { createBlobStore } from './lib/blob-store/create-blob-store';
import { OperatorError } from './lib/operator-error';
import { verifyAuditChains } from './modules/adviser-forms/audit-chain';
import { setBranding } from './modules/workspace/agency/set-branding';
import { setLegalDocument } from './modules/workspace/agency/set-legal-document';
import { installFormTemplate } from './modules/workspace/forms/install-form-template';
import { createFormTemplatesRepository } from './modules/workspace/forms/repository';
import {
  confirmReferral,
  payReferral,
  setReferralTiers,
} from './modules/workspace/referrals/admin-referrals';

/**
 * Administration from the command line (README, "Administration"), with the server's configuration;
 * the commands and their options: adminTexts.usage.
 */

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

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
    if (!values.email || !values.agent)
      throw new UsageError(adminTexts.needs('invite', '--email und --agent'));
    if (!isValidEmail(values.email)) throw new UsageError(adminTexts.emailInvalid(values.email));
    await invite(config, {
      email: values.email,
      agent: values.agent,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
  } else if (command === 'sso-token') {
    if (!values.email) throw new UsageError(adminTexts.needs('sso-token', '--email'));
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
      throw new UsageError(adminTexts.needs('legal', '--agent, --key und --file (oder --remove)'));
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
          ? adminTexts.legalSaved(values.key, result.agentId, result.version)
          : adminTexts.legalRemoved(values.key, result.agentId),
      );
    } finally {
      await database.close();
    }
  } else if (command === 'form') {
    if (!values.agent || !values.key || !values.file)
      throw new UsageError(adminTexts.needs('form', '--agent, --key und --file'));
    const source = await readFile(values.file, 'utf8').catch(() =>
      Promise.reject(new UsageError(adminTexts.fileMissing(values.file ?? ''))),
    );
    await withDatabase(config, async (db) => {
      const result = await installFormTemplate(createFormTemplatesRepository(db), {
        agent: values.agent ?? '',
        key: values.key ?? '',
        source,
      });
      console.log(
        result.created
          ? adminTexts.formInstalled(result)
          : adminTexts.formUnchanged(result.key, result.agentId, result.version),
      );
    });
  } else if (command === 'verify-audit') {
    await withDatabase(config, async (db) => {
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
      console.log(adminTexts.auditIntact(report.records, report.agents));
    });
  } else if (command === 'referral-tiers') {
    if (!values.agent || !values.tiers)
      throw new UsageError(adminTexts.needs('referral-tiers', '--agent und --tiers'));
    await withDatabase(config, async (db) => {
      const result = await setReferralTiers(db, values.agent ?? '', values.tiers ?? '');
      const tiers = result.tiers.map((tier) =>
        adminTexts.referralTier(tier.minCount, euros(tier.valueCents)),
      );
      console.log(adminTexts.referralTiers(result.agentId, tiers.join('; ')));
    });
  } else if (command === 'referral-confirm') {
    if (!values.email || !values.voucher)
      throw new UsageError(adminTexts.needs('referral-confirm', '--email und --voucher'));
    const bonus = values.bonus === undefined ? 0 : Number(values.bonus.replace(',', '.'));
    if (!Number.isFinite(bonus) || bonus < 0 || bonus > 10_000) throw new UsageError(adminTexts.bonusInvalid);
    await withDatabase(config, async (db) => {
      const result = await confirmReferral(db, {
        referredEmail: values.email ?? '',
        voucherType: values.voucher ?? '',
        bonusCents: Math.round(bonus * 100),
      });
      console.log(
        adminTexts.referralConfirmed(result.referralId, euros(result.amountCents + result.bonusCents)),
      );
    });
  } else if (command === 'referral-payout') {
    if (!values.email) throw new UsageError(adminTexts.needs('referral-payout', '--email'));
    await withDatabase(config, async (db) => {
      const result = await payReferral(db, {
        referredEmail: values.email ?? '',
        publicUrl: config.publicUrl,
      });
      const sent = await deliverOutbox(config, db);
      console.log(adminTexts.referralPaid(result.referralId, result.amount, sent));
    });
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
        adminTexts.brandingSaved(
          result.agentId,
          JSON.stringify(result.tokens),
          Boolean(result.logo),
          Boolean(result.photo),
        ),
      );
    } finally {
      await database.close();
    }
  } else {
    throw new UsageError(command ? adminTexts.unknownCommand(command) : adminTexts.noCommand);
  }
}

const knownErrors = [ConfigError, UsageError, OperatorError];

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof ValidationError) {
    // A form template's refusal (installFormTemplate): its messages, one a line, without the field.
    console.error(error.entries.map((entry) => entry.slice(entry.indexOf('=>') + 2)).join('\n'));
  } else if (knownErrors.some((type) => error instanceof type)) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(adminTexts.usage);
  } else if (
    error instanceof TypeError &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(error.message);
    console.error(adminTexts.usage);
  } else {
    console.error(error);
  }
  process.exit(1);
});
