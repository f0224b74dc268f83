import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, timestamps } from './columns';

/** One row per login; tokens carry its id (`sid`). Ending it denies every token of the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The browser's user agent, set with `last_used_at` (issue 32, ADR 213). */
    userAgent: text('user_agent'),
    /** The last use, written at most every few minutes per session (ADR 213). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  // The workspace's list reads a customer's last session (issue 34, migration 0049).
  (t) => [index('sessions_user_created_idx').on(t.userId, t.createdAt)],
);

/** Token ids that are denied from `effective_at` on (rotation grace); rows go once the token has expired. */
export const deniedTokens = pgTable(
  'denied_tokens',
  {
    jti: uuid('jti').primaryKey(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('denied_tokens_expires_idx').on(t.expiresAt)],
);

/** Failed logins, counted per key ('account:<email>' or 'ip:<address>') within a window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/** Single-use, expiring codes sent by mail (activation, password reset, e-mail change); only their hash is kept. */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('account_codes_user_idx').on(t.userId, t.purpose)],
);

/** SMS codes of the sign-up wizard, per phone number (digits); only the hash is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** Single sign-on tokens already used (by `jti`), kept until they expire. */
export const usedSsoTokens = pgTable('used_sso_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** WebAuthn credentials (passkeys) for biometric login. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** WebAuthn challenges issued and not yet answered; any process can check the answer. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
