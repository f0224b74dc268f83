import { z } from 'zod';
import { contractSchema } from '../contracts/contract-response-schema';
import { bankingApiTexts as texts } from '../texts/banking-api';
import { TRANSACTION_CATEGORIES } from './statement';
import { BANK_SEARCH_MAX_LENGTH, signsOnly } from './transaction-query';

/**
 * The banking API (issue 33). Money in euros with two decimals (as the contracts' `beitrag`), negative for a
 * debit; dates `YYYY-MM-DD`, months `YYYY-MM`, times ISO. Every route is gated by the account flag
 * `liquiditaet` (403 when off); an id that is not the customer's is a 404.
 *
 * POST   /api/users/banking/import (multipart, field `file`)          → 201 BankImportResult
 * GET    /api/users/banking/status                                    → BankStatus
 * GET    /api/users/banking/account/{id}/transactions?monat&q&kategorie → BankTransactions
 * PUT    /api/users/banking/transactions/{id}/kategorie { kategorie } → { transaction }
 * DELETE /api/users/banking/account/{id}                              → 204
 * GET    /api/users/banking/vorschlaege                               → { vorschlaege }
 * POST   /api/users/banking/vorschlaege/{id}/uebernehmen              → 201 { vertrag }
 * DELETE /api/users/banking/vorschlaege/{id}                          → 204 (stays dismissed)
 * GET    /api/users/banking/liquiditaet?monate=6                      → BankLiquidity
 */

/** The largest statement file taken (as the statement readers take it: a camt.053 ZIP of a year of a busy account is a few MB). */
export const BANK_IMPORT_MAX_MEGABYTES = 10;
export const BANK_IMPORT_MAX_BYTES = BANK_IMPORT_MAX_MEGABYTES * 1024 * 1024;
/** Months of the bank liquidity: the default and the most. */
export const BANK_LIQUIDITY_MONTHS_DEFAULT = 6;
export const BANK_LIQUIDITY_MONTHS_MAX = 24;

/** Where an account's data came from: the statement import, or the aggregator finAPI (ADR 270). */
export const BANK_SOURCES = ['import', 'finapi'] as const;
export type BankSource = (typeof BANK_SOURCES)[number];

const money = z.number().meta({ description: 'euros, 2 decimals, negative for a debit' });
const day = z.string().meta({ description: "'YYYY-MM-DD'" });
const month = z.string().meta({ description: "'YYYY-MM'" });
const category = z.enum(TRANSACTION_CATEGORIES);

// ---- POST /api/users/banking/import

export const bankImportResultSchema = z.object({
  konto: z.object({ id: z.number().int(), iban: z.string() }),
  neu: z.number().int().meta({ description: 'entries stored now' }),
  doppelt: z.number().int().meta({ description: 'entries stored before (same entry key), not added again' }),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

// ---- GET /api/users/banking/status

export const bankAccountSchema = z.object({
  id: z.number().int(),
  iban: z.string(),
  name: z.string().meta({ description: 'what the customer sees, e.g. "Girokonto"' }),
  bank: z.string().nullable().meta({ description: 'the bank’s name where known' }),
  saldo: money.nullable().meta({ description: 'the last booked balance of a statement, euros' }),
  stand: z.string().meta({
    description:
      'the balance’s date (YYYY-MM-DD); without a balance, when the account was last updated (ISO time)',
  }),
  quelle: z.enum(BANK_SOURCES),
  bankverbindung_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'the person’s bank connection with this IBAN, if there is one' }),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankStatusSchema = z.object({ konten: z.array(bankAccountSchema) });
export type BankStatus = z.infer<typeof bankStatusSchema>;

// ---- GET /api/users/banking/account/{id}/transactions

export const bankTransactionsQuerySchema = z.strictObject({
  monat: z
    .string({ error: texts.invalidMonth })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: texts.invalidMonth })
    .optional()
    .meta({
      description:
        "'YYYY-MM' from 2000-01 to the month of today + 7 days (else 422, ADR 288); without it the newest month with entries",
    }),
  q: z
    .string({ error: texts.invalidSearch })
    .max(BANK_SEARCH_MAX_LENGTH, { error: texts.invalidSearch })
    .refine((q) => !signsOnly(q), { error: texts.searchWithoutLetters })
    .optional()
    .meta({
      description:
        'in counterparty and purpose, case-insensitive; signs only (no letter or digit) is refused (ADR 288)',
    }),
  kategorie: z.enum(TRANSACTION_CATEGORIES, { error: texts.invalidCategory }).optional(),
});
export type BankTransactionsQuery = z.infer<typeof bankTransactionsQuerySchema>;

export const bankTransactionSchema = z.object({
  id: z.number().int(),
  datum: day,
  betrag: money,
  gegenseite: z.string().nullable().meta({ description: 'payer of a credit, payee of a debit' }),
  verwendungszweck: z.string(),
  kategorie: category,
  korrigiert: z.boolean().meta({ description: 'the customer set this category by hand' }),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

export const bankTransactionsSchema = z.object({
  transactions: z.array(bankTransactionSchema).meta({ description: 'of the month, newest first' }),
  monate: z.array(month).meta({ description: 'months that have entries, newest first' }),
});
export type BankTransactions = z.infer<typeof bankTransactionsSchema>;

// ---- PUT /api/users/banking/transactions/{id}/kategorie

export const bankCategoryBodySchema = z.strictObject({
  kategorie: z.enum(TRANSACTION_CATEGORIES, { error: texts.invalidCategory }),
});
export type BankCategoryBody = z.infer<typeof bankCategoryBodySchema>;

export const bankTransactionResponseSchema = z.object({ transaction: bankTransactionSchema });
export type BankTransactionResponse = z.infer<typeof bankTransactionResponseSchema>;

// ---- GET/POST/DELETE /api/users/banking/vorschlaege

/** How often a found contract is debited: the labels of the contracts' zahlungsweise. */
export const BANK_INTERVALS = ['monatlich', 'vierteljährlich', 'halbjährlich', 'jährlich'] as const;
export type BankInterval = (typeof BANK_INTERVALS)[number];

export const bankSuggestionSchema = z.object({
  id: z.string().meta({ description: 'stable across re-imports (dismissals are kept by it)' }),
  versicherer: z.string(),
  betrag: money.meta({ description: 'the debited premium, euros, positive' }),
  intervall: z.enum(BANK_INTERVALS),
  sparte: z.string().nullable().meta({ description: 'the Sparte where the purpose text tells it' }),
});
export type BankSuggestion = z.infer<typeof bankSuggestionSchema>;

export const bankSuggestionsSchema = z.object({ vorschlaege: z.array(bankSuggestionSchema) });
export type BankSuggestions = z.infer<typeof bankSuggestionsSchema>;

export const bankSuggestionAcceptedSchema = z.object({ vertrag: contractSchema });

// ---- GET /api/users/banking/liquiditaet

export const bankLiquidityQuerySchema = z.strictObject({
  monate: z
    .string({ error: texts.invalidMonths })
    .regex(/^[1-9]\d?$/, { error: texts.invalidMonths })
    .transform(Number)
    .pipe(z.number().max(BANK_LIQUIDITY_MONTHS_MAX, { error: texts.invalidMonths }))
    .optional(),
});
export type BankLiquidityQuery = z.infer<typeof bankLiquidityQuerySchema>;

/** The fixed costs of a month by category (the transaction categories without income and other). */
export const bankFixedCostsSchema = z.object({
  miete: money,
  energie: money,
  versicherung: money,
  kredit: money,
  abo: money,
  sonstiges: money,
});

export const bankLiquidityMonthSchema = z.object({
  monat: month,
  einnahmen: money,
  fixkosten: bankFixedCostsSchema.meta({ description: 'debits by category, euros, positive' }),
  versicherungen: money.meta({ description: 'insurance premiums as debited, euros, positive' }),
  rest: money.meta({ description: 'income minus all debits' }),
});
export type BankLiquidityMonth = z.infer<typeof bankLiquidityMonthSchema>;

export const bankLiquidityContractSchema = z.object({
  vertragId: z.number().int(),
  erwartet: money.meta({ description: 'the contract’s premium per debit, euros' }),
  abgebucht_am: day
    .nullable()
    .meta({ description: 'the last debit found, or null ("keine Abbuchung gefunden")' }),
});

export const bankLiquiditySchema = z.object({
  monate: z.array(bankLiquidityMonthSchema).meta({ description: 'oldest first' }),
  vertraege: z.array(bankLiquidityContractSchema),
});
export type BankLiquidity = z.infer<typeof bankLiquiditySchema>;
