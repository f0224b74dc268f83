import type { BankImportResult } from '@kundenportal/domain/banking/api';
import { bankNameOf } from '@kundenportal/domain/banking/bank-name';
import type { ParsedStatement } from '@kundenportal/domain/banking/statement';
import { StatementRefusal } from '@kundenportal/domain/banking/statement-refusal';
import { bankingApiTexts as texts } from '@kundenportal/domain/texts/banking-api';
import { addDays, isoDateIn } from '@kundenportal/domain/validation/date-bounds';
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

/** Days a booking may lie ahead of today (Berlin): a bank books on the next working day at the latest. */
const BOOKING_DAYS_AHEAD = 7;

/** An entry booked on a day still to come (`9999-12-31`) is a broken or made-up file, not a statement. */
function refuseFutureBookings(statement: ParsedStatement, now: Date) {
  const latest = addDays(isoDateIn(now), BOOKING_DAYS_AHEAD);
  const future = statement.accounts
    .flatMap((account) => account.entries)
    .find((entry) => entry.bookingDate > latest);
  if (future)
    throw new ValidationError([
      `file=>${texts.futureBooking(future.bookingDate.split('-').reverse().join('.'))}`,
    ]);
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
  refuseFutureBookings(statement, deps.now());
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
