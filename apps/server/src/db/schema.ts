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
