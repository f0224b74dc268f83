import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { WEB_CLIENT } from '@kundenportal/domain/api/client-headers';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { loadOrCreateBankingKeys, parseBankingKeys } from './config/banking-keys';
import type { Config } from './config/config-types';
import { envSchema, trustProxyOption } from './config/env-schema';
import { isLoopbackUrl } from './config/loopback';
import { loadOrCreateSecret, loadOrCreateVapidKeys } from './config/stored-keys';
import { serverDir } from './server-dir';

export type { Config, DatabasePoolConfig, RateLimits, UploadLimits } from './config/config-types';
export type { VapidKeys } from './config/stored-keys';

const defaultWebDist = path.resolve(serverDir, '../web/dist');

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (e.g. `DATABASE_URL=` in a shell).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Given = s3Variables.filter((name) => e[name] !== undefined);
  if (s3Given.length > 0 && s3Given.length < s3Variables.length) {
    const missing = s3Variables.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: needed with ${s3Given.join(', ')}`,
    );
  }
  const finapiVariables = [
    'FINAPI_CLIENT_ID',
    'FINAPI_CLIENT_SECRET',
    'FINAPI_BASE_URL',
    'FINAPI_WEBFORM_URL',
  ] as const;
  const finapiGiven = finapiVariables.filter((name) => e[name] !== undefined);
  if (finapiGiven.length > 0 && finapiGiven.length < finapiVariables.length) {
    const missing = finapiVariables.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: needed with ${finapiGiven.join(', ')}`,
    );
  }
  for (const testOnly of ['TEST_CLOCK', 'TEST_CUSTOMERS'] as const) {
    if (e[testOnly] === 'true' && env.NODE_ENV === 'production') {
      throw new ConfigError(`Invalid configuration:\n  ${testOnly}: not allowed with NODE_ENV=production`);
    }
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  // ADR 314: only a portal on this machine (PUBLIC_URL on loopback, not NODE_ENV=production) may run the
  // diagnostics without a key and toggle hasMakler; nothing else need be set for a deployment to be safe.
  const localOnly = isLoopbackUrl(publicUrl) && env.NODE_ENV !== 'production';
  if (e.DEV_TOOLS === 'true' && !localOnly && !e.DEV_TOOLS_TOKEN) {
    throw new ConfigError(`Invalid configuration:\n  ${adminTexts.devToolsNeedsToken}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const clients = new Map<string, string>([[WEB_CLIENT.id, WEB_CLIENT.secret]]);
  for (const pair of e.API_CLIENTS?.split(',') ?? []) {
    const [id, secret] = pair.split(':') as [string, string];
    clients.set(id, secret);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseStandbyUrl: e.DATABASE_STANDBY_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    bankingKeys: e.BANKING_KEYS ? parseBankingKeys(e.BANKING_KEYS) : loadOrCreateBankingKeys(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    accessLog: { level: e.LOG_ACCESS_LEVEL, slowRequestMs: e.LOG_SLOW_REQUEST_MS },
    clients,
    session: {
      idleSeconds: e.SESSION_IDLE_MINUTES * 60,
      maxSeconds: e.SESSION_MAX_HOURS * 3600,
      graceSeconds: e.TOKEN_GRACE_SECONDS,
    },
    loginLimits: {
      failuresPerAccount: e.LOGIN_MAX_FAILURES_ACCOUNT,
      failuresPerIp: e.LOGIN_MAX_FAILURES_IP,
      windowSeconds: e.LOGIN_WINDOW_MINUTES * 60,
      passkeyOptionsPerIp: e.PASSKEY_OPTIONS_MAX_PER_IP,
    },
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_MINUTES * 60,
      emailcheckPerIp: e.EMAILCHECK_MAX_PER_IP,
      smsPerPhone: e.SMSTOKEN_MAX_PER_PHONE,
      smsPerIp: e.SMSTOKEN_MAX_PER_IP,
      forgotPerEmail: e.FORGOT_MAX_PER_EMAIL,
      forgotPerIp: e.FORGOT_MAX_PER_IP,
      resetChecksPerIp: e.RESET_CHECKS_MAX_PER_IP,
      emailChangePerUser: e.EMAIL_CHANGE_MAX_PER_USER,
      adviserRequestsPerUser: e.ADVISER_REQUESTS_MAX_PER_USER,
      formRendersPerUser: e.FORM_RENDERS_MAX_PER_USER,
      chatMessagesPerUser: e.CHAT_MESSAGES_MAX_PER_USER,
      invitationsPerAdviser: e.INVITATIONS_MAX_PER_ADVISER,
      signatureChecksPerIp: e.SIGNATURE_CHECKS_MAX_PER_IP,
      publicLegalPerIp: e.PUBLIC_LEGAL_MAX_PER_IP,
    },
    push: {
      ...loadOrCreateVapidKeys(dataDir),
      subject: e.PUSH_SUBJECT,
      extraOrigins: e.PUSH_ENDPOINT_ORIGINS,
    },
    chat: { heartbeatMs: e.CHAT_HEARTBEAT_SECONDS * 1000, maxStreamMs: e.CHAT_STREAM_MAX_SECONDS * 1000 },
    uploads: {
      minBytes: e.BODY_MIN_BYTES,
      windowMs: e.BODY_MIN_RATE_WINDOW_MS,
      maxPerSession: e.UPLOADS_MAX_PER_SESSION,
      maxPerIp: e.UPLOADS_MAX_PER_IP,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sso: { secret: e.SSO_SECRET, issuer: e.SSO_ISSUER },
    storeLinks: { ios: e.APP_STORE_URL ?? null, android: e.PLAY_STORE_URL ?? null },
    scryptLogN: e.PASSWORD_SCRYPT_LOG_N,
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    demoWidgetPort: e.DEMO_WIDGET_PORT ?? null,
    devTools: {
      enabled: e.DEV_TOOLS === 'true',
      token: e.DEV_TOOLS_TOKEN,
      toggle: localOnly,
    },
    testClock: e.TEST_CLOCK === 'true',
    testCustomers: e.TEST_CUSTOMERS === 'true',
    reminders: { worker: e.REMINDER_WORKER === 'true', intervalMs: e.REMINDER_INTERVAL_SECONDS * 1000 },
    trustProxy: trustProxyOption(e.TRUST_PROXY),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    databasePool: {
      max: e.DATABASE_POOL_MAX,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    },
    pressure: {
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxDbWaiting: e.PRESSURE_MAX_DB_WAITING,
      maxDbWaitMs: e.PRESSURE_MAX_DB_WAIT_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    finapi:
      e.FINAPI_CLIENT_ID && e.FINAPI_CLIENT_SECRET && e.FINAPI_BASE_URL && e.FINAPI_WEBFORM_URL
        ? {
            clientId: e.FINAPI_CLIENT_ID,
            clientSecret: e.FINAPI_CLIENT_SECRET,
            baseUrl: e.FINAPI_BASE_URL.replace(/\/+$/, ''),
            webformUrl: e.FINAPI_WEBFORM_URL.replace(/\/+$/, ''),
          }
        : null,
    blobStorage:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            ...(e.S3_PREFIX ? { prefix: e.S3_PREFIX } : {}),
          }
        : { kind: 'disk' },
  };
}
