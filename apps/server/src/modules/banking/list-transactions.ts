import type { BankTransactions, BankTransactionsQuery } from '@kundenportal/domain/banking/api';
import { foldBankText } from '@kundenportal/domain/banking/categories-match';
import { bankMonthProblem } from '@kundenportal/domain/banking/transaction-query';
import { ValidationError } from '../../lib/app-error';
import type { BankingRepository } from './repository';
import { transactionAnswer } from './sealed-entry';

/**
 * GET /api/users/banking/account/{id}/transactions: the entries of a month (without `monat` the newest
 * month with entries) of a category, newest first. The search runs on the opened entries of that month
 * (counterparty and purpose are sealed, ADR 260), folded as the categorisation folds: case, accents and
 * ä/ae alike.
 */
export async function listTransactions(
  repository: BankingRepository,
  accountId: number,
  query: BankTransactionsQuery,
  now: Date,
): Promise<BankTransactions> {
  // A month no booking can be of (ADR 288): its 422, not an empty list.
  const problem = query.monat ? bankMonthProblem(query.monat, now) : null;
  if (problem) throw new ValidationError([`monat=>${problem}`]);
  const monate = await repository.months(accountId);
  const month = query.monat ?? monate[0];
  if (!month) return { transactions: [], monate };
  const opened = await repository.transactionsOfMonth(accountId, month, query.kategorie);
  const search = foldBankText(query.q ?? '');
  const found = search
    ? opened.filter((row) =>
        foldBankText(`${row.entry.counterpartyName ?? ''} ${row.entry.purpose}`).includes(search),
      )
    : opened;
  return { transactions: found.map(transactionAnswer), monate };
}
