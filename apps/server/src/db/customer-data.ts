/**
 * Where a customer's data lives (issue 32, ADR 221): every table of the schema, each either exported
 * by "Meine Daten herunterladen" (its record type, which rows are the customer's, the columns left out
 * as secrets, the columns naming blobs whose bytes go into the ZIP) or left out with the reason. The
 * export walks it; the erasure (Konto löschen) uses the same scopes to find the rows to delete.
 * `test/db/customer-data.test.ts` fails for a table of the schema without an entry here.
 */

/**
 * Which rows are the customer's: `column` holds the account's id (any of `columns`), or — with
 * `parent` — the id of a row of that table which is the customer's (followed up to the account).
 */
export type CustomerScope =
  | { readonly columns: readonly string[] }
  | { readonly columns: readonly string[]; readonly parent: string };

export type CustomerDataEntry =
  | {
      readonly kind: 'export';
      /** The key in daten.json and the CSV's file name. */
      readonly recordType: string;
      readonly scope: CustomerScope;
      /** Columns never exported, with why. */
      readonly secret?: Readonly<Record<string, string>>;
      /** Columns holding a blob store key whose file goes into the ZIP. */
      readonly files?: readonly string[];
      /** Columns sealed with the banking key ring (ADR 260): the export holds them opened. */
      readonly sealed?: readonly string[];
      /**
       * Kept under a retention duty (ADR 245): the erasure restricts these rows instead of deleting them
       * (`modules/account-erasure/retention.ts`) and leaves their files; the purge removes both later.
       */
      readonly retained?: string;
    }
  /** Holds the customer's rows but is left out of the export; erasure still deletes them by `scope`. */
  | {
      readonly kind: 'omitted';
      readonly reason: string;
      readonly scope?: CustomerScope;
      /** Columns holding a blob store key: the erasure removes the files with the rows. */
      readonly files?: readonly string[];
    }
  /** Holds no customer's personal data (the agency's own tables, technical tables); `adviserColumns`:
   * its columns that refer to an account, which is always an adviser's. */
  | { readonly kind: 'none'; readonly reason: string; readonly adviserColumns?: readonly string[] };

const own = (...columns: string[]): CustomerScope => ({ columns });
const under = (parent: string, column: string): CustomerScope => ({ columns: [column], parent });

export const customerData: Readonly<Record<string, CustomerDataEntry>> = {
  users: {
    kind: 'export',
    recordType: 'konto',
    scope: own('id'),
    secret: { password_hash: 'the password hash' },
    files: ['avatar_key'],
  },
  sessions: { kind: 'export', recordType: 'sitzungen', scope: own('user_id') },
  passkeys: { kind: 'export', recordType: 'passkeys', scope: own('user_id') },
  persons: { kind: 'export', recordType: 'personen', scope: own('user_id') },
  addresses: { kind: 'export', recordType: 'adressen', scope: under('persons', 'person_id') },
  bank_connections: {
    kind: 'export',
    recordType: 'bankverbindungen',
    scope: under('persons', 'person_id'),
    secret: { iban: 'always empty: the IBAN before ADR 286, now in iban_sealed (exported opened)' },
    sealed: ['iban_sealed'],
  },
  vorsorge_angaben: { kind: 'export', recordType: 'vorsorgeangaben', scope: own('user_id') },
  contracts: { kind: 'export', recordType: 'vertraege', scope: own('user_id') },
  reminders: { kind: 'export', recordType: 'erinnerungen', scope: own('user_id') },
  contact_persons: { kind: 'export', recordType: 'ansprechpartner', scope: own('user_id') },
  contact_person_contracts: {
    kind: 'export',
    recordType: 'ansprechpartner_vertraege',
    scope: under('contact_persons', 'contact_person_id'),
  },
  documents: { kind: 'export', recordType: 'dokumente', scope: own('user_id'), files: ['blob_key'] },
  adviser_requests: { kind: 'export', recordType: 'anfragen_und_schadenmeldungen', scope: own('user_id') },
  signed_forms: {
    kind: 'export',
    recordType: 'unterschriebene_formulare',
    scope: own('user_id'),
    files: ['pdf_blob_key'],
    retained: 'signed forms and mandates: § 257 HGB, § 147 AO (6 or 10 years)',
  },
  bestandsuebertragungen: { kind: 'export', recordType: 'bestandsuebertragungen', scope: own('user_id') },
  bestandsuebertragung_vertraege: {
    kind: 'export',
    recordType: 'bestandsuebertragung_vertraege',
    scope: under('bestandsuebertragungen', 'transfer_id'),
  },
  bestandsuebertragung_verlauf: {
    kind: 'export',
    recordType: 'bestandsuebertragung_verlauf',
    scope: under('bestandsuebertragung_vertraege', 'transfer_contract_id'),
  },
  chat_messages: { kind: 'export', recordType: 'chat_nachrichten', scope: own('customer_id') },
  chat_presence: { kind: 'export', recordType: 'chat_zuletzt_gesehen', scope: own('user_id') },
  referrals: {
    kind: 'export',
    recordType: 'empfehlungen',
    scope: own('referrer_user_id', 'referred_user_id'),
  },
  referral_payments: { kind: 'export', recordType: 'empfehlungspraemien', scope: own('referrer_user_id') },
  app_ratings: { kind: 'export', recordType: 'bewertung', scope: own('user_id') },
  notification_rules: { kind: 'export', recordType: 'benachrichtigungsregeln', scope: own('user_id') },
  push_subscriptions: {
    kind: 'export',
    recordType: 'push_abonnements',
    scope: own('user_id'),
    secret: {
      p256dh: "the browser's key for encrypting pushes: useless outside the browser that made it",
      auth: 'the shared secret of the push subscription',
    },
  },
  emergency_contacts: { kind: 'export', recordType: 'notfallkontakt', scope: own('user_id') },
  adviser_audit_log: { kind: 'export', recordType: 'aenderungen_durch_berater', scope: own('customer_id') },
  bank_accounts: {
    kind: 'export',
    recordType: 'bankkonten',
    scope: own('user_id'),
    secret: { iban_hash: 'a keyed hash of the IBAN (the IBAN itself is exported)' },
    sealed: ['iban_sealed', 'owner_name_sealed', 'bank_name_sealed', 'balance_sealed'],
  },
  bank_transactions: {
    kind: 'export',
    recordType: 'kontoumsaetze',
    scope: under('bank_accounts', 'account_id'),
    secret: {
      entry_hash: 'a keyed hash of the entry (its details are exported)',
      counterparty_hash: 'a keyed hash of the counterparty (named in the details)',
    },
    sealed: ['details_sealed'],
  },
  bank_category_rules: {
    kind: 'export',
    recordType: 'kategorieregeln',
    scope: own('user_id'),
    secret: { counterparty_hash: 'a keyed hash of the counterparty (exported beside it)' },
    sealed: ['counterparty_sealed'],
  },
  bank_suggestion_decisions: {
    kind: 'export',
    recordType: 'vertragsvorschlaege',
    scope: own('user_id'),
    secret: {
      key_hash: 'a keyed hash of the found contract’s mandate',
      key_sealed:
        'the found contract’s creditor id and mandate, sealed (both are in the exported transactions)',
    },
  },
  bank_aggregator_connections: {
    kind: 'export',
    recordType: 'bankzugaenge',
    scope: own('user_id'),
    sealed: ['bank_name_sealed'],
  },
  bank_aggregator_users: {
    kind: 'omitted',
    reason:
      'the login and password we generated for the customer at the bank aggregator (ADR 270): secrets, sealed',
    scope: own('user_id'),
  },
  bank_aggregator_webforms: {
    kind: 'omitted',
    reason: "a bank web form's provider id, kind and state: technical, no bank data",
    scope: own('user_id'),
  },

  account_codes: {
    kind: 'omitted',
    reason:
      'single-use codes (activation, reset, e-mail change): only their hash, a secret, expiring in hours',
    scope: own('user_id'),
  },
  calendar_feeds: {
    kind: 'omitted',
    reason: "only the hash of the calendar link's token (a secret) and when it was made",
    scope: own('user_id'),
  },
  vergleichsrechner_tickets: {
    kind: 'omitted',
    reason: "a calculator frame's single-use ticket hashes (secrets), expiring in minutes",
    scope: own('user_id'),
  },
  webauthn_challenges: {
    kind: 'omitted',
    reason: 'random challenges of a passkey login in progress, expiring in minutes',
    scope: own('user_id'),
  },
  account_erasures: {
    kind: 'omitted',
    reason:
      'the pending erasure of the account itself (when asked, when due): shown in the app, gone with the account',
    scope: own('user_id'),
  },
  data_exports: {
    kind: 'omitted',
    reason: "the exports' own bookkeeping (status, file key, ticket hash): the ZIP is their content",
    scope: own('user_id'),
    files: ['file_key'],
  },
  login_failures: {
    kind: 'omitted',
    reason: 'failed logins by e-mail or IP, a security counter purged after its window (minutes)',
  },
  sms_codes: { kind: 'omitted', reason: "the sign-up's SMS code hashes by phone, expiring in minutes" },
  outbox: {
    kind: 'omitted',
    reason: 'the delivery queue of mails and pushes already sent to the customer; its texts are not records',
  },
  portfolio_imports: {
    kind: 'omitted',
    reason: "the agency's preview of its portfolio file, expiring; what it applies is in contracts",
  },
  portfolio_import_rows: { kind: 'omitted', reason: 'the rows of the preview above, deleted with it' },
  unsent_invitations: {
    kind: 'omitted',
    reason:
      'an invitation the agency made before the account existed (the account holds the same name and mail)',
  },

  agents: { kind: 'none', reason: "the agency's own data (its adviser's name is in the customer's records)" },
  denied_tokens: { kind: 'none', reason: 'token ids denied until they expire: no personal data' },
  used_sso_tokens: { kind: 'none', reason: 'single sign-on token ids until they expire: no personal data' },
  form_templates: { kind: 'none', reason: "the agency's form templates" },
  agency_insurer_settings: { kind: 'none', reason: "the agency's insurer addresses" },
  inbox_reads: { kind: 'none', reason: "the agency's read marks of its inbox", adviserColumns: ['read_by'] },
  customer_presets: { kind: 'none', reason: "the agency's presets of customer switches" },
  referral_tiers: { kind: 'none', reason: "the agency's referral bonus tiers" },
  vergleichsrechner: { kind: 'none', reason: "the agency's calculators" },
  retained_records: {
    kind: 'none',
    reason: 'which signed forms an erasure restricted, until when (ADR 245); the records are in signed_forms',
  },
  bank_aggregator_removals: {
    kind: 'none',
    reason:
      "an erased account's finAPI user still to delete at finAPI (ADR 284): the generated login and password, sealed; no account id",
  },
  daily_runs: {
    kind: 'none',
    reason: 'which day a once-a-day job (the deadline scan) ran for the cluster (ADR 334): no personal data',
  },
  blob_removals: {
    kind: 'none',
    reason:
      'keys of files still to remove from the blob store (erased ones, ADR 240; held during a backup, ADR 335): random, no personal data',
  },
  signed_form_tombstones: {
    kind: 'none',
    reason: "a purged signed form's place and hashes in the agency's chain (ADR 245), no personal data",
  },
};

export type ExportedTable = Extract<CustomerDataEntry, { kind: 'export' }> & { readonly table: string };

/** The exported tables in the order above (the account first). */
export const exportedTables: readonly ExportedTable[] = Object.entries(customerData).flatMap(
  ([table, entry]) => (entry.kind === 'export' ? [{ ...entry, table }] : []),
);
