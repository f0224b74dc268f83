import { isIP } from 'node:net';
import { CHAT_HEARTBEAT_SECONDS } from '@kundenportal/domain/chat/chat';
import { z } from 'zod';
import { BANKING_KEY_RING } from './banking-keys';

/** TRUST_PROXY's forms: true/false, or IP addresses/CIDRs of the proxies separated by commas. */
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((entry) => {
    const [address = '', bits, ...more] = entry.trim().split('/');
    const version = isIP(address);
    if (version === 0 || more.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
}

/** TRUST_PROXY as Fastify's trustProxy: a boolean, or the proxies' addresses as given. */
export function trustProxyOption(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const storeUrl = z
  .string()
  .regex(/^https:\/\/[^\s/?#]+([/?#]\S*)?$/, 'must be an https URL')
  .optional();

/** Every environment variable the server reads (documented in the README, "Configuration"). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** A streaming-replication standby of DATABASE_URL's primary; read only by the diagnostics page (ADR 312). */
  DATABASE_STANDBY_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The banking key ring `id:base64key,…` (32-byte keys): the first seals, all open (ADR 260). */
  BANKING_KEYS: z
    .string()
    .regex(BANKING_KEY_RING, 'must be id:base64key pairs (32-byte keys), comma-separated')
    .refine((ring) => {
      const ids = ring.split(',').map((pair) => pair.split(':')[0]);
      return new Set(ids).size === ids.length;
    }, 'key ids must differ')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kundenportal <no-reply@kundenportal.example>'),
  /** Address of the portal as users reach it, for links in mails. Default http://localhost:PORT. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+[^/]$/, 'must be an http(s) URL without trailing slash')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Level of the one access line per request (ADR 008); errors and slow requests are logged at warn. */
  LOG_ACCESS_LEVEL: z.enum(['info', 'debug']).default('info'),
  LOG_SLOW_REQUEST_MS: positiveInt(1000),
  /** More API clients as `id:secret` pairs separated by commas. */
  API_CLIENTS: z
    .string()
    .regex(
      /^[\w.-]+:[^,:\s]{16,}(,[\w.-]+:[^,:\s]{16,})*$/,
      'must be id:secret pairs (secret ≥ 16 chars), comma separated',
    )
    .optional(),
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_MAX_HOURS: positiveInt(12),
  TOKEN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  LOGIN_MAX_FAILURES_ACCOUNT: positiveInt(10),
  LOGIN_MAX_FAILURES_IP: positiveInt(50),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  PASSKEY_OPTIONS_MAX_PER_IP: positiveInt(100),
  /** Limits of the account flows (sign-up, forgot password, e-mail change), counted within one window. */
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(60),
  EMAILCHECK_MAX_PER_IP: positiveInt(30),
  SMSTOKEN_MAX_PER_PHONE: positiveInt(3),
  SMSTOKEN_MAX_PER_IP: positiveInt(10),
  FORGOT_MAX_PER_EMAIL: positiveInt(3),
  FORGOT_MAX_PER_IP: positiveInt(20),
  /** Checks of a reset link when its page opens (issue 27, ADR 040) per client address and window. */
  RESET_CHECKS_MAX_PER_IP: positiveInt(30),
  EMAIL_CHANGE_MAX_PER_USER: positiveInt(5),
  /** Contact requests, recommendations, damage reports and enquiries a customer sends within the window. */
  ADVISER_REQUESTS_MAX_PER_USER: positiveInt(20),
  /** PDF renders of adviser forms (previews and sends) one customer asks for within the window. */
  FORM_RENDERS_MAX_PER_USER: positiveInt(60),
  /** The chat stream's keep-alive (and presence) interval, and how long one stream stays open before the client resumes. */
  CHAT_HEARTBEAT_SECONDS: positiveInt(CHAT_HEARTBEAT_SECONDS),
  CHAT_STREAM_MAX_SECONDS: positiveInt(600),
  /** Chat messages one account (customer or adviser) writes within the window. */
  CHAT_MESSAGES_MAX_PER_USER: positiveInt(300),
  INVITATIONS_MAX_PER_ADVISER: positiveInt(50),
  /** Signature checks (POST /api/signaturen/pruefen, issue 27) per client address, or per adviser, within the window. */
  SIGNATURE_CHECKS_MAX_PER_IP: positiveInt(30),
  /** GET /api/rechtstexte (the public imprint and legal texts, issue 27) per client address and window. */
  PUBLIC_LEGAL_MAX_PER_IP: positiveInt(120),
  /** A request body sending fewer bytes than this within the window is cut off with 408 (issue 27). */
  BODY_MIN_BYTES: positiveInt(1024),
  BODY_MIN_RATE_WINDOW_MS: positiveInt(30_000),
  /** Multipart uploads running at once per session and per client address; more get 429. */
  UPLOADS_MAX_PER_SESSION: positiveInt(6),
  UPLOADS_MAX_PER_IP: positiveInt(30),
  /** After SIGTERM: how long connections already made are still read (new requests get 503) before the listener closes. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** Shared secret of the adviser system that mints single sign-on tokens (HS256); without it SSO is off. */
  /** Web Push (VAPID): the contact the push services may write to; keys are made once and kept in DATA_DIR. */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .default('mailto:no-reply@kundenportal.example'),
  /** Origins besides the browsers' push services that subscriptions may point at (tests: a local push service). */
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  SSO_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SSO_ISSUER: z.string().min(1).default('berater-system'),
  /** The app's entries in Apple's App Store and Google Play, linked after a rating (issue 13); unset: no link. */
  APP_STORE_URL: storeUrl,
  PLAY_STORE_URL: storeUrl,
  /** scrypt cost as log2(N); 17 is OWASP's recommendation (N = 131072, r = 8, p = 1). */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** A second port serving the demo's calculator widgets (a second origin, issue 31); unset: none. */
  DEMO_WIDGET_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The operator's diagnostics page (GET /api/devtools/status, ADR 312): off unless `true`. */
  DEV_TOOLS: z.enum(['true', 'false']).default('false'),
  /** A shared secret the diagnostics ask for besides the session (header x-dev-tools-token); needed unless PUBLIC_URL is local (ADR 314). */
  DEV_TOOLS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Tests only: POST /api/test/clock moves the server's clock (refused with NODE_ENV=production). */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  /** Tests only: POST /api/test/customers creates an e2e test's own customers (refused with NODE_ENV=production). */
  TEST_CUSTOMERS: z.enum(['true', 'false']).default('false'),
  /** How often due reminders are looked for (they go out from 08:00 Berlin on their day). */
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Off only in tests that drive the delivery themselves. */
  REMINDER_WORKER: z.enum(['true', 'false']).default('true'),
  /**
   * Behind a reverse proxy (ADR 293): the proxies' addresses/CIDRs, comma-separated (recommended), or `true`
   * (trust every hop: only if the proxy replaces a client's X-Forwarded-For). `false`: the socket's peer.
   * No hop count: Fastify 5 trusts no hop for a number (a direct client could fake enough hops).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(isTrustProxy, "must be true, false or the proxies' addresses (127.0.0.1,10.0.0.0/8)"),
  /** The built web app to serve (default apps/web/dist); tests and parallel builds point elsewhere. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** PostgreSQL pool (DATABASE_URL): size, wait for a connection, longest statement. */
  DATABASE_POOL_MAX: positiveInt(10),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(10_000),
  /** Statement texts a connection keeps prepared (ADR 339); 0 behind a pooler in transaction mode. */
  DATABASE_PREPARED_STATEMENTS: z.coerce.number().int().min(0).max(10_000).default(300),
  /** Load shedding (503 with Retry-After): mean event-loop delay, requests waiting for a pool connection; 0 = off. */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
  PRESSURE_MAX_DB_WAITING: z.coerce.number().int().min(0).default(100),
  /** …and the oldest of them has waited this long (ms): a burst that clears at once is no overload (ADR 338). */
  PRESSURE_MAX_DB_WAIT_MS: z.coerce.number().int().min(0).default(500),
  /** Bearer token of GET /api/metrics for callers other than loopback; unset: loopback only. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // A licensed bank aggregator (finAPI Access V2 and Web Form 2.0, ADR 270; README "Bank aggregator"): all four or none.
  FINAPI_CLIENT_ID: z.string().min(1).optional(),
  FINAPI_CLIENT_SECRET: z.string().min(1).optional(),
  FINAPI_BASE_URL: z.url().optional(),
  FINAPI_WEBFORM_URL: z.url().optional(),
  // Files in S3-compatible storage instead of DATA_DIR/files (README, "Files"): all four or none.
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_PREFIX: z
    .string()
    .max(200)
    .regex(/^([a-z0-9._-]+\/)*$/, "lower-case segments, each ending in '/'")
    .optional(),
});
