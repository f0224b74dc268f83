import type { BankConnectionStatus, BankWebformStatus } from '@kundenportal/domain/banking/aggregator-api';
import type { StatementEntry } from '@kundenportal/domain/banking/statement';
import { z } from 'zod';
import type { ProviderAccount } from './bank-provider';

/*
 * The parts of finAPI's documented answers the adapter reads (Access V2, Web Form 2.0); other fields are
 * ignored. Dates are `YYYY-MM-DD` (older answers add a time: only the day is read).
 */

const id = z.union([z.number(), z.string()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((value) => value.slice(0, 10));

export const finapiWebformSchema = z.object({
  id: z.string().min(1),
  url: z.url(),
  status: z.string(),
  payload: z.object({ bankConnectionId: id.nullish() }).nullish(),
});

/** Web Form 2.0's states, as the portal tells them. */
export function webformStatus(status: string): BankWebformStatus {
  if (status === 'COMPLETED') return 'fertig';
  if (status === 'COMPLETED_WITH_ERROR') return 'fehler';
  if (status === 'ABORTED' || status === 'EXPIRED' || status === 'CANCELLED') return 'abgebrochen';
  return 'laeuft';
}

const update = z.object({ result: z.string().nullish() }).nullish();

export const finapiConnectionsSchema = z.object({
  connections: z.array(
    z.object({
      id,
      bank: z.object({ name: text }).nullish(),
      updateStatus: z.string(),
      interfaces: z
        .array(z.object({ lastManualUpdate: update, lastAutoUpdate: update }))
        .nullish()
        .transform((value) => value ?? []),
    }),
  ),
});

/** A connection is being updated, its last update failed (the bank must be asked again), or it is ready. */
export function connectionStatus(
  connection: z.infer<typeof finapiConnectionsSchema>['connections'][number],
): BankConnectionStatus {
  if (connection.updateStatus === 'IN_PROGRESS') return 'aktualisierung';
  const failed = connection.interfaces.some((face) =>
    [face.lastManualUpdate, face.lastAutoUpdate].some((last) => last?.result != null && last.result !== 'OK'),
  );
  return failed ? 'fehler' : 'bereit';
}

export const finapiAccountsSchema = z.object({
  accounts: z.array(
    z.object({
      id,
      iban: text,
      accountCurrency: text,
      accountHolderName: text,
      balance: z.number().nullish(),
    }),
  ),
});

/** The accounts that have an IBAN (a depot or a credit card without one is not read), their balance as of `today`. */
export function providerAccounts(
  answer: z.infer<typeof finapiAccountsSchema>,
  today: string,
): ProviderAccount[] {
  return answer.accounts.flatMap((account) =>
    account.iban
      ? [
          {
            ref: account.id,
            iban: account.iban.replace(/\s+/g, '').toUpperCase(),
            currency: account.accountCurrency ?? 'EUR',
            ownerName: account.accountHolderName,
            balance:
              account.balance == null ? null : { cents: Math.round(account.balance * 100), date: today },
          },
        ]
      : [],
  );
}

export const finapiTransactionsSchema = z.object({
  transactions: z.array(
    z.object({
      id,
      bankBookingDate: day,
      valueDate: day.nullish(),
      amount: z.number(),
      currency: text,
      purpose: text,
      counterpartName: text,
      counterpartIban: text,
      counterpartCreditorId: text,
      counterpartMandateReference: text,
      endToEndReference: text,
    }),
  ),
  paging: z.object({ page: z.number().int(), pageCount: z.number().int() }),
});

/** A finAPI transaction as a statement entry; finAPI's id is its entry reference (a re-fetch adds it once). */
export function statementEntry(
  transaction: z.infer<typeof finapiTransactionsSchema>['transactions'][number],
  currency: string,
): StatementEntry {
  return {
    bookingDate: transaction.bankBookingDate,
    valueDate: transaction.valueDate ?? null,
    amountCents: Math.round(transaction.amount * 100),
    currency: transaction.currency ?? currency,
    originalAmount: null,
    counterpartyName: transaction.counterpartName,
    counterpartyIban: transaction.counterpartIban,
    purpose: (transaction.purpose ?? '').replace(/\s+/g, ' ').trim(),
    creditorId: transaction.counterpartCreditorId,
    mandateReference: transaction.counterpartMandateReference,
    endToEndId: transaction.endToEndReference === 'NOTPROVIDED' ? null : transaction.endToEndReference,
    entryReference: `finapi:${transaction.id}`,
    reversal: false,
    transactionCode: null,
  };
}
