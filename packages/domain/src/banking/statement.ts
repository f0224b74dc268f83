/**
 * What every bank statement reader (camt.053, camt.052, the banks' CSV exports) and every bank connection
 * provider (statement import, a licensed aggregator) hands to the server: one account and its booked entries.
 * Amounts in cents (negative = debit), dates as ISO `YYYY-MM-DD`.
 */

/** The categories of a transaction (issue 33); `sonstiges` when no rule matches. */
export const TRANSACTION_CATEGORIES = [
  'einkommen',
  'miete',
  'energie',
  'versicherung',
  'kredit',
  'abo',
  'sonstiges',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export type StatementEntry = {
  /** Booking date. */
  bookingDate: string;
  /** Value date when the file gives one. */
  valueDate: string | null;
  /** Cents, negative for a debit, in the account's currency. */
  amountCents: number;
  /** ISO 4217 of the account (an entry in another currency gives its original amount in `originalAmount`). */
  currency: string;
  /** The original amount and currency of a foreign-currency entry, if given. */
  originalAmount: { cents: number; currency: string } | null;
  /** The other side: the payer of a credit, the payee/creditor of a debit. */
  counterpartyName: string | null;
  counterpartyIban: string | null;
  /** Unstructured remittance information, joined with single spaces. */
  purpose: string;
  /** SEPA creditor identifier (Gläubiger-ID) of a direct debit, e.g. `DE98ZZZ09999999999`. */
  creditorId: string | null;
  /** SEPA mandate reference of a direct debit. */
  mandateReference: string | null;
  /** The end-to-end id, if not NOTPROVIDED. */
  endToEndId: string | null;
  /** The bank's entry reference (camt `AcctSvcrRef`/`NtryRef`), the best key against double imports. */
  entryReference: string | null;
  /** A return/reversal (camt `RvslInd`), already signed in `amountCents`. */
  reversal: boolean;
  /** The bank transaction code (camt `BkTxCd` domain/family/subfamily or proprietary GVC), if any. */
  transactionCode: string | null;
};

export type StatementAccount = {
  iban: string;
  currency: string;
  /** The account holder's name where the file gives it. */
  ownerName: string | null;
  /** The account's bank where the file names it (camt `Acct/Svcr/FinInstnId/Nm`). */
  bankName?: string | null;
  /** Closing booked balance (camt `CLBD`/camt.052 `ITBD`/CSV end balance) in cents, with its date. */
  balance: { cents: number; date: string } | null;
  entries: StatementEntry[];
};

/** One uploaded file (or one ZIP) may hold statements of several accounts. */
export type ParsedStatement = {
  format:
    | 'camt.053'
    | 'camt.052'
    | 'csv-sparkasse'
    | 'csv-ing'
    | 'csv-dkb'
    | 'csv-commerzbank'
    | 'csv-deutsche-bank'
    | 'mt940';
  accounts: StatementAccount[];
};
