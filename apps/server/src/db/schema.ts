import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = { createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow() };

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  typ: text('typ').notNull(),
  anrede: text('anrede').notNull(),
  vorname: text('vorname').notNull(),
  name: text('name').notNull(),
  firma: text('firma'),
  email: text('email'),
  phone: text('phone'),
  mobile: text('mobile'),
  co: text('co'),
  address: text('address'),
  addressnumber: text('addressnumber'),
  streetcode: text('streetcode'),
  city: text('city'),
  registernummer: text('registernummer'),
  logoPath: text('logo_path'),
  avatarPath: text('avatar_path'),
  css: text('css'),
  empfehlungsgeberArt: text('empfehlungsgeber_art').notNull().default('versicherungsvermittler'),
  /** Public code in sign-up links (`#/intro/registrierung?berater=<code>`): ties a new customer to this adviser. */
  signupCode: text('signup_code').unique(),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    accountTyp: text('account_typ').notNull().default('makler'),
    active: boolean('active').notNull().default(true),
    hasAvatar: boolean('has_avatar').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    features: jsonb('features').$type<Record<string, unknown>>().notNull().default({}),
    /** Mobile number, digits only (E.164 without '+'). */
    phone: text('phone'),
    registeredPlatform: text('registered_platform'),
    referrer: text('referrer'),
    referrerText: text('referrer_text'),
    agbAcceptedAt: timestamp('agb_accepted_at', { withTimezone: true }),
    datenschutzAcceptedAt: timestamp('datenschutz_accepted_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Whether the app asked about biometric (passkey) login after the first login, and the answer. */
    passkeyPrompt: text('passkey_prompt'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    gender: text('gender').notNull().default('m'),
    geburtsdatum: date('geburtsdatum', { mode: 'string' }),
    geburtsort: text('geburtsort'),
    geburtland: text('geburtland'),
    familienstand: text('familienstand'),
    mvpFreigabe: integer('mvp_freigabe').notNull().default(0),
    email: text('email'),
    phone: text('phone'),
    mobil: text('mobil'),
    /** Consent to be contacted through email, phone and mobil (person mail screen, docs/decisions/006-persons.md). */
    kontaktEinwilligung: boolean('kontakt_einwilligung').notNull().default(false),
    /** The person's number in the adviser's system (PersonnummerVM); never written by the customer. */
    personnummerVm: text('personnummer_vm'),
    /** The dynamic catalogue fields (kinderanzahl, situation …) and vcheck flags, normalised by the form engine. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('persons_user_idx').on(t.userId),
    uniqueIndex('persons_one_main_idx').on(t.userId).where(sql`${t.isMain}`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
    co: text('co'),
    address: text('address'),
    addressnumber: text('addressnumber'),
    streetcode: text('streetcode'),
    city: text('city'),
    bundesland: text('bundesland'),
    land: text('land'),
    ...timestamps,
  },
  (t) => [
    index('addresses_person_idx').on(t.personId),
    uniqueIndex('addresses_one_main_idx').on(t.personId).where(sql`${t.isMain}`),
  ],
);

/** A person's bank connections; `is_main` is the API's `used` flag, exactly one per person while any is left. */
export const bankConnections = pgTable(
  'bank_connections',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
    /** Normalised: upper case, no spaces. */
    iban: text('iban').notNull(),
    bic: text('bic'),
    kontoinhaber: text('kontoinhaber'),
    zahlungsweise: text('zahlungsweise').notNull(),
    ...timestamps,
  },
  (t) => [
    index('bank_connections_person_idx').on(t.personId),
    uniqueIndex('bank_connections_one_main_idx').on(t.personId).where(sql`${t.isMain}`),
  ],
);

/** One row per login; tokens carry its id (`sid`). Ending it denies every token of the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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

/**
 * Messages (mail, SMS) to send, written in the same transaction as the change that causes them and
 * sent by a worker that claims rows with `FOR UPDATE SKIP LOCKED` and a lease (`status = 'sending'`
 * until `next_attempt_at`), with retries and back-off.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Single-use, expiring codes sent by mail (activation, password reset, e-mail change); only their hash is kept. */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/**
 * Files of the household (issue 9): bytes in the blob store under `blobKey` (server-made), this row
 * written in the same transaction that makes the upload a file. `filename` is the public name in URLs;
 * `originalFilename` the name the customer sees and may change. Provided by the adviser
 * (`providedByAgentId`): read-only for the customer and listed among the approvals.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** person | contract | inquire (the spec's owner types) and the owner's id. */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    filename: text('filename').notNull().unique(),
    blobKey: text('blob_key').notNull().unique(),
    originalFilename: text('original_filename').notNull(),
    kategorie: text('kategorie').notNull().default('eigene'),
    directory: text('directory').notNull().default(''),
    kat: text('kat'),
    mvp: integer('mvp').notNull().default(0),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    providedByAgentId: integer('provided_by_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('documents_user_created_idx').on(t.userId, t.createdAt),
    index('documents_owner_idx').on(t.ownerType, t.ownerId),
  ],
);
