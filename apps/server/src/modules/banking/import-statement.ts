import type { BankImportResult } from '@kundenportal/domain/banking/api';
import { bankNameOf } from '@kundenportal/domain/banking/bank-name';
import type { ParsedStatement } from '@kundenportal/domain/banking/statement';
import { StatementRefusal } from '@kundenportal/domain/banking/statement-refusal';
import { BANK_FIRST_BOOKING_DAY, latestBookingDay } from '@kundenportal/domain/banking/transaction-query';
import { bankingApiTexts as texts } from '@kundenportal/domain/texts/banking-api';
import type { FastifyBaseLogger } from 'fastify';
import { ValidationError } from '../../lib/app-error';
import type { BankingRepository } from './repository';
import type { StoreStatementAccounts } from './statement-store-repository';

/** Reads a statement file (the domain's readStatement): a StatementRefusal says why it cannot. */
export type StatementReader = (bytes: Uint8Array) => Promise<ParsedStatement>;

export type ImportDeps = {
  repository: BankingRepository;
  store: StoreStatementAccounts;
  read: StatementReader;
  log: FastifyBaseLogger;
  now: () => Date;
};

/**
 * An entry booked on a day still to come (`9999-12-31`) is a broken or made-up file, not a statement; one
 * before BANK_FIRST_BOOKING_DAY is none a bank still delivers (ADR 288: the months asked for are those).
 */
function refuseBookingsOutOfRange(statement: ParsedStatement, now: Date) {
  const latest = latestBookingDay(now);
  const entries = statement.accounts.flatMap((account) => account.entries);
  const shown = (day: string) => day.split('-').reverse().join('.');
  const future = entries.find((entry) => entry.bookingDate > latest);
  if (future) throw new ValidationError([`file=>${texts.futureBooking(shown(future.bookingDate))}`]);
  const old = entries.find((entry) => entry.bookingDate < BANK_FIRST_BOOKING_DAY);
  if (old) throw new ValidationError([`file=>${texts.oldBooking(shown(old.bookingDate))}`]);
}

async function readOrRefuse(deps: ImportDeps, bytes: Uint8Array): Promise<ParsedStatement> {
  try {
    return await deps.read(bytes);
  } catch (error) {
    if (error instanceof StatementRefusal) throw new ValidationError([`file=>${error.grund}`]);
    // A reader's own failure on an odd file: the customer's 422, the log only its type (a message could
    // quote the file, and bank data never reaches a log).
    deps.log.warn({ type: (error as Error)?.name ?? typeof error }, 'statement reader failed');
    throw new ValidationError([`file=>${texts.fileUnreadable}`]);
  }
}

/**
 * POST /api/users/banking/import: the statement read, then its accounts and new entries stored in one
 * transaction. A file of several accounts answers with the first; `neu`/`doppelt` count all.
 */
export async function importStatement(
  deps: ImportDeps,
  userId: number,
  bytes: Uint8Array,
): Promise<BankImportResult> {
  const statement = await readOrRefuse(deps, bytes);
  if (statement.accounts.length === 0) throw new ValidationError([`file=>${texts.fileWithoutEntries}`]);
  refuseBookingsOutOfRange(statement, deps.now());
  const stored = await deps.repository.transaction((tx) =>
    deps.store(
      tx,
      userId,
      'import',
      statement.accounts.map((account) => ({ ...account, bankName: bankNameOf(statement.format, account) })),
    ),
  );
  const [first] = stored as [(typeof stored)[number]];
  return {
    konto: { id: first.id, iban: first.iban },
    neu: stored.reduce((sum, account) => sum + account.neu, 0),
    doppelt: stored.reduce((sum, account) => sum + account.doppelt, 0),
  };
}
