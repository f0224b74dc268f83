import type { ChatAttachment } from '@kundenportal/domain/chat/chat';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
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
    /** A provided document that is one of the adviser documents (config.beraterdokumente key), else null. */
    adviserDocumentKey: text('adviser_document_key'),
    /** The signed adviser form this PDF is (issue 12): read-only for the customer, the adviser's proof. */
    signedFormId: uuid('signed_form_id'),
    ...timestamps,
  },
  (t) => [
    index('documents_user_created_idx').on(t.userId, t.createdAt),
    index('documents_owner_idx').on(t.ownerType, t.ownerId),
  ],
);

/**
 * Contracts of the household (issue 10): the catalogue's fields (spec section 3) under their own names,
 * owned by the account and assigned to one of its persons; `sparte` a key of the domain's Sparten
 * table. Deadlines are computed, never stored (contracts/deadlines.ts), except `kuendbar_bis` as entered.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting a person first moves its contracts to the main person (app.ts hook); no action here. */
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    sparte: text('sparte').notNull(),
    status: text('status').notNull().default('A'),
    name: text('name'),
    nummer: text('nummer'),
    label: text('label'),
    gesellschaft: text('gesellschaft').notNull(),
    beitrag: numeric('beitrag', { precision: 12, scale: 2, mode: 'number' }),
    zahlungsweise: integer('zahlungsweise'),
    ablaufberechnung: integer('ablaufberechnung').notNull().default(0),
    beginn: date('beginn', { mode: 'string' }),
    ablauf: date('ablauf', { mode: 'string' }),
    automatischeVerlaengerung: integer('automatische_verlaengerung').notNull().default(0),
    kuendbarBis: date('kuendbar_bis', { mode: 'string' }),
    memoryDatum: date('memory_datum', { mode: 'string' }),
    memoryMassage: text('memory_massage'),
    /** When the reminder of `memoryDatum` went out; cleared when the date changes. */
    memorySentAt: timestamp('memory_sent_at', { withTimezone: true }),
    /** The 'kündbar bis' date the customer was last told about by mail (once per deadline). */
    deadlineNotifiedFor: date('deadline_notified_for', { mode: 'string' }),
    kfWert: integer('kf_wert'),
    kfEinheit: text('kf_einheit'),
    kfEnde: text('kf_ende'),
    kfVerlaengertWert: integer('kf_verlaengert_wert'),
    kfVerlaengertEinheit: text('kf_verlaengert_einheit'),
    mindestlaufzeitWert: integer('mindestlaufzeit_wert'),
    mindestlaufzeitEinheit: text('mindestlaufzeit_einheit'),
    vEndeAm: date('v_ende_am', { mode: 'string' }),
    vGekuAm: date('v_geku_am', { mode: 'string' }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_user_idx').on(t.userId, t.id),
    index('contracts_person_idx').on(t.personId),
    index('contracts_memory_due_idx').on(t.memoryDatum).where(sql`${t.memorySentAt} is null`),
  ],
);

/**
 * The customer's own reminders (Wecker, issue 10), optionally tied to a contract. A contract's own
 * reminder is `contracts.memory_datum`; both go out on their day at 08:00 Berlin through the outbox,
 * claimed with FOR UPDATE SKIP LOCKED and marked `sent_at` in the same transaction (exactly once).
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    eMassage: text('e_massage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminders_user_idx').on(t.userId, t.datum),
    index('reminders_due_idx').on(t.datum).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * A customer's private calendar feed (issue 10): the secret in the feed URL is shown once; only its
 * SHA-256 is kept. One per customer; a new one replaces it (the old URL stops working), deleting revokes.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  ...timestamps,
});

/**
 * What a customer sends to the adviser (issue 10: a contract to be optimised; issue 11 adds contact
 * requests, recommendations, damage reports and enquiries): the stored record the adviser workspace
 * lists, written in the same transaction as the mail to the adviser in the outbox.
 */
export const adviserRequests = pgTable(
  'adviser_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** ADVISER_REQUEST_KINDS of packages/domain/src/adviser-requests/request-kinds.ts */
    kind: text('kind').notNull(),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** entwurf (a damage report whose files are uploading), eingegangen, in_bearbeitung, erledigt */
    status: text('status').notNull().default('eingegangen'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** When the adviser's mail was queued; null for a draft. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('adviser_requests_agent_idx').on(t.agentId, t.createdAt),
    index('adviser_requests_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/**
 * A customer's contact persons at insurers and authorities (Ansprechpartner, issue 11): the catalogue's
 * authority/insurer contact. Linked to contracts of the same household through contactPersonContracts.
 */
export const contactPersons = pgTable(
  'contact_persons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firma: text('firma'),
    anrede: text('anrede'),
    vorname: text('vorname').notNull(),
    name: text('name').notNull(),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    phone: text('phone').notNull(),
    fax: text('fax'),
    email: text('email').notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_persons_user_idx').on(t.userId)],
);

/** Which contracts a contact person is responsible for (both of the same customer; checked on linking). */
export const contactPersonContracts = pgTable(
  'contact_person_contracts',
  {
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.contactPersonId, t.contractId] }),
    index('contact_person_contracts_contract_idx').on(t.contractId),
  ],
);

/**
 * An adviser's form templates (issue 12): markdown with fields (packages/domain/src/adviser-forms).
 * Never changed: editing a template adds the next version; the newest version is the one customers fill.
 */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('form_templates_agent_key_version_idx').on(t.agentId, t.key, t.version)],
);

/**
 * The audit record of a signed form (issue 12, docs/decisions/022-adviser-forms.md): append-only (a
 * trigger refuses UPDATE and DELETE) and hash-chained per adviser — `record_hash` covers the record and
 * `prev_hash`, the previous record's hash; `agents.audit_seq`/`audit_head` name the newest. The customer
 * and the document are plain numbers, no foreign keys: the proof outlives an account's deletion.
 */
export const signedForms = pgTable(
  'signed_forms',
  {
    id: uuid('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    seq: integer('seq').notNull(),
    userId: integer('user_id').notNull(),
    sessionId: text('session_id'),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    formKey: text('form_key').notNull(),
    templateVersion: integer('template_version').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    signer: text('signer').notNull(),
    /** drawn | typed | none */
    signatureKind: text('signature_kind').notNull(),
    signatureSha256: text('signature_sha256'),
    signatureSvg: text('signature_svg'),
    /** The PNG in the PDF, base64. */
    signaturePng: text('signature_png'),
    contentSha256: text('content_sha256').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    /** The audit's own copy of the PDF in the blob store (the customer's document is a second copy). */
    pdfBlobKey: text('pdf_blob_key').notNull(),
    documentId: integer('document_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash'),
    recordHash: text('record_hash').notNull(),
  },
  (t) => [
    uniqueIndex('signed_forms_agent_seq_idx').on(t.agentId, t.seq),
    index('signed_forms_user_idx').on(t.userId, t.formKey, t.signedAt),
  ],
);

/** An adviser's payout tiers (issue 13): from `min_count` successful referrals on, each is worth `value_cents`. */
export const referralTiers = pgTable(
  'referral_tiers',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    minCount: integer('min_count').notNull(),
    valueCents: integer('value_cents').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('referral_tiers_agent_count_idx').on(t.agentId, t.minCount)],
);

/**
 * A customer who signed up through another customer's referral link (issue 13): registriert, then
 * bestaetigt when the adviser confirms. One referral per new customer.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** registriert | bestaetigt */
    status: text('status').notNull().default('registriert'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt)],
);

/** The payout of a confirmed referral: amount by the adviser's tiers, a bonus, the voucher type; paid when `paid_at` is set. */
export const referralPayments = pgTable(
  'referral_payments',
  {
    id: serial('id').primaryKey(),
    referralId: integer('referral_id')
      .notNull()
      .unique()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    bonusCents: integer('bonus_cents').notNull().default(0),
    voucherType: text('voucher_type').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('referral_payments_referrer_idx').on(t.referrerUserId, t.paidAt)],
);

/**
 * A customer's choice for one mail notification (issue 13). No row means the default: on. Every sender
 * of a notification mail asks `notification_rules` before it enqueues (lib/notifications).
 */
export const notificationRules = pgTable(
  'notification_rules',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    triggerEvent: text('trigger_event').notNull(),
    active: boolean('active').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.triggerEvent] })],
);

/** The customer's app rating (issue 13): stars 1–5 and an optional text, or only `dismissed_at` when they declined. */
export const appRatings = pgTable('app_ratings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stars: integer('stars'),
  text: text('text'),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * What an adviser changed (issue 14): who, when, what (`changes`: key, before, after), in a customer's
 * data or, with `customer_id` null, in the agency itself (its page, brand, legal texts, referral tiers,
 * form templates). Written in the transaction of the change; visible to every adviser of the agency.
 */
export const adviserAuditLog = pgTable(
  'adviser_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The adviser who acted; null once that account is gone (the entry stays). */
    adviserId: integer('adviser_id').references(() => users.id, { onDelete: 'set null' }),
    adviserName: text('adviser_name').notNull(),
    /** The customer the entry is about; null: the agency itself. */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ key: string; before: unknown; after: unknown }[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    index('adviser_audit_log_customer_idx').on(t.customerId, t.createdAt),
    index('adviser_audit_log_agency_idx').on(t.agencyId, t.createdAt).where(sql`${t.customerId} is null`),
  ],
);

/**
 * The chat between a customer and their agency (issue 14). A message belongs to the agency the customer
 * had when it was written: a customer who changes adviser starts a new conversation, and the old agency
 * keeps its own. Ids of one agency follow commit order (an advisory lock per agency serialises the
 * inserts), so a stream can resume after the last id it delivered.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** customer | adviser: whose side wrote it. */
    sender: text('sender').notNull(),
    /** The writing account; null once it is gone (the message stays with `authorName`). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    /** The files sent with it, as they were then (issue 14: documents of the household). */
    attachments: jsonb('attachments').$type<ChatAttachment[]>().notNull().default([]),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the away customer was told about it (mail); at most one such message per unread streak. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.customerId, t.agencyId, t.id),
    index('chat_messages_agency_idx').on(t.agencyId, t.id),
    check('chat_messages_sender', sql`${t.sender} in ('customer', 'adviser')`),
  ],
);

/**
 * When a customer's chat stream last said it is open (issue 14): away customers get a mail and a push
 * for an adviser's message. A table of its own: users rows feed the profile cache's change trigger.
 */
export const chatPresence = pgTable('chat_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/**
 * A browser's Web Push subscription of a customer (issue 14): where to send an away customer's chat
 * notifications. One row per endpoint; a push service that answers 404/410 has dropped it, and so do we.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * What the agency has opened in its inbox (issue 14, docs/decisions/028-inbox.md): one row per item,
 * `item_key` = '<kategorie>:<id>' (a request, a signed form's record, a new customer). No row: unread.
 * Shared by the agency's advisers, like a team mailbox.
 */
export const inboxReads = pgTable(
  'inbox_reads',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    readBy: integer('read_by').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.itemKey] })],
);

/**
 * Invitations of addresses that already have an account outside the inviting agency (issue 27, ADR 042):
 * `id` is the invited account, a pending customer like any other whose own address is unreachable, and
 * `email` the address the adviser typed, shown in the workspace. The names and `expires_at` are as at the
 * invitation (the account's and its activation code's are the current ones).
 */
export const unsentInvitations = pgTable(
  'unsent_invitations',
  {
    id: integer('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('unsent_invitations_agency_email_idx').on(t.agencyId, sql`lower(${t.email})`)],
);

/**
 * The agency's presets of a customer's switches (issue 27, item 27; ADR 041): a named set of flag, feature
 * and form values, applied at an invitation or later on the switches page — applied, not linked, so a
 * later change of a preset changes no customer. One of them is the agency's default (partial unique index).
 */
export const customerPresets = pgTable(
  'customer_presets',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customer_presets_agency_name_idx').on(t.agencyId, sql`lower(${t.name})`),
    uniqueIndex('customer_presets_agency_default_idx').on(t.agencyId).where(sql`${t.isDefault}`),
  ],
);
