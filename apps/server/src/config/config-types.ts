import type { z } from 'zod';
import type { S3StoreConfig } from '../lib/blob-store/s3-store';
import type { BankingKey } from './banking-keys';
import type { envSchema } from './env-schema';
import type { VapidKeys } from './stored-keys';

/** The server's configuration as loadConfig (config.ts) makes it from the environment. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A standby of the primary, only checked by the diagnostics page (ADR 312). */
  databaseStandbyUrl: string | undefined;
  jwtSecret: string;
  /** The banking key ring: the first key seals, every key opens (ADR 260). */
  bankingKeys: BankingKey[];
  /** The bank aggregator finAPI (ADR 270): null (off) unless all four FINAPI_* variables are set. */
  finapi: FinapiConfig | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  accessLog: { level: 'info' | 'debug'; slowRequestMs: number };
  clients: Map<string, string>;
  session: { idleSeconds: number; maxSeconds: number; graceSeconds: number };
  loginLimits: {
    failuresPerAccount: number;
    failuresPerIp: number;
    windowSeconds: number;
    passkeyOptionsPerIp: number;
  };
  rateLimits: RateLimits;
  chat: { heartbeatMs: number; maxStreamMs: number };
  uploads: UploadLimits;
  shutdownGraceMs: number;
  push: VapidKeys & { subject: string; extraOrigins: string[] };
  sso: { secret: string | undefined; issuer: string };
  /** Store entries of the app for the rating card (GET /api/rating); null where none is set. */
  storeLinks: { ios: string | null; android: string | null };
  scryptLogN: number;
  seedDemoData: boolean;
  /** A second port serving the demo's calculator widgets (issue 31); null: none. */
  demoWidgetPort: number | null;
  /** Fastify's trustProxy (ADR 293): every hop, none, or the proxies' addresses (comma-separated). */
  trustProxy: boolean | string;
  webDistDir: string;
  databasePool: DatabasePoolConfig;
  pressure: { maxEventLoopDelayMs: number; maxDbWaiting: number; maxDbWaitMs: number };
  metricsToken: string | undefined;
  /** The diagnostics page (ADR 312): its routes exist only when enabled; `production`: NODE_ENV=production. */
  /** toggle: the hasMakler toggle may run (a local portal only, ADR 314). */
  devTools: { enabled: boolean; token: string | undefined; toggle: boolean };
  /** POST /api/test/clock exists (tests only, never with NODE_ENV=production). */
  testClock: boolean;
  /** POST /api/test/customers exists (tests only, never with NODE_ENV=production). */
  testCustomers: boolean;
  reminders: { worker: boolean; intervalMs: number };
  /** Where uploaded files live: DATA_DIR/files, or S3-compatible storage when S3_* are set. */
  blobStorage: { kind: 'disk' } | ({ kind: 's3' } & S3StoreConfig);
};

export type UploadLimits = {
  /** A body is cut off when fewer than `minBytes` arrive within `windowMs` while the server waits for them. */
  minBytes: number;
  windowMs: number;
  maxPerSession: number;
  maxPerIp: number;
};

export type DatabasePoolConfig = {
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  preparedStatements: number;
};

export type RateLimits = {
  windowSeconds: number;
  emailcheckPerIp: number;
  smsPerPhone: number;
  smsPerIp: number;
  forgotPerEmail: number;
  forgotPerIp: number;
  /** Reset-link checks per client address and window (issue 27, ADR 040). */
  resetChecksPerIp: number;
  emailChangePerUser: number;
  adviserRequestsPerUser: number;
  formRendersPerUser: number;
  chatMessagesPerUser: number;
  /** Invitation mails (new and sent again) per adviser and window (issue 14). */
  invitationsPerAdviser: number;
  /** Signature checks per client address (public) or per adviser (workspace) and window (issue 27). */
  signatureChecksPerIp: number;
  /** GET /api/rechtstexte per client address and window (issue 27). */
  publicLegalPerIp: number;
};

/** finAPI's client credentials and the base URLs of its Access API and its Web Form 2.0, without a trailing slash. */
export type FinapiConfig = { clientId: string; clientSecret: string; baseUrl: string; webformUrl: string };
