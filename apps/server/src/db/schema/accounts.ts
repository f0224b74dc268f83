import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
  /** The broker's status for the imprint (§ 15 VersVermV): makler | vertreter | gebunden (domain legal/imprint.ts). */
  vermittlerstatus: text('vermittlerstatus'),
  /** The chamber (IHK) that keeps the register entry, as the imprint names it. */
  ihk: text('ihk'),
  logoPath: text('logo_path'),
  avatarPath: text('avatar_path'),
  css: text('css'),
  empfehlungsgeberArt: text('empfehlungsgeber_art').notNull().default('versicherungsvermittler'),
  /** The adviser's own terms and privacy texts (markdown), by key: { markdown, version }. */
  legalDocuments: jsonb('legal_documents')
    .$type<Partial<Record<'nutzungsbedingungen' | 'datenschutz', { markdown: string; version: string }>>>()
    .notNull()
    .default({}),
  /** Public code in sign-up links (`#/intro/registrierung?berater=<code>`): ties a new customer to this adviser. */
  signupCode: text('signup_code').unique(),
  /** Head of the signed forms' hash chain (issue 12): the last record's number and hash. */
  auditSeq: integer('audit_seq').notNull().default(0),
  auditHead: text('audit_head'),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** A customer's adviser (agency); null for advisers themselves (see `agencyId`). */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** customer | adviser (issue 14): which side of the portal the account opens, never both. */
    role: text('role').notNull().default('customer'),
    /** The agency an adviser works for (an `agents` row); null for customers. */
    agencyId: integer('agency_id').references(() => agents.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    accountTyp: text('account_typ').notNull().default('makler'),
    active: boolean('active').notNull().default(true),
    hasAvatar: boolean('has_avatar').notNull().default(false),
    /** The own picture in the blob store (a 512 px JPEG, re-encoded), and when it was set (its ETag). */
    avatarKey: text('avatar_key'),
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    features: jsonb('features').$type<Record<string, unknown>>().notNull().default({}),
    /** Mobile number, digits only (E.164 without '+'). */
    phone: text('phone'),
    registeredPlatform: text('registered_platform'),
    referrer: text('referrer'),
    /** The personal referral link's slug (issue 13): random, made on first use, never changed. */
    referralSlug: text('referral_slug').unique(),
    referrerText: text('referrer_text'),
    agbAcceptedAt: timestamp('agb_accepted_at', { withTimezone: true }),
    datenschutzAcceptedAt: timestamp('datenschutz_accepted_at', { withTimezone: true }),
    /** The versions of the terms and the privacy text accepted at sign-up or activation (issue 27). */
    agbVersion: text('agb_version'),
    datenschutzVersion: text('datenschutz_version'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Whether the app asked about biometric (passkey) login after the first login, and the answer. */
    passkeyPrompt: text('passkey_prompt'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_agency_idx').on(t.agencyId),
    index('users_agent_idx').on(t.agentId),
    check(
      'users_role_agency',
      sql`(${t.role} = 'customer' and ${t.agencyId} is null) or (${t.role} = 'adviser' and ${t.agencyId} is not null and ${t.agentId} is null)`,
    ),
  ],
);
