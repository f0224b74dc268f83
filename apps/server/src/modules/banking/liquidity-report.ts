import { BANK_LIQUIDITY_MONTHS_DEFAULT, type BankLiquidity } from '@kundenportal/domain/banking/api';
import { bankLiquidity, monthsUpTo } from '@kundenportal/domain/banking/liquidity';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { SuggestionDeps } from './suggestions-found';

/**
 * GET /api/users/banking/liquiditaet (issue 33): the last `monate` months up to the current one (Berlin),
 * from the customer's transactions of all accounts and the household's contracts (domain banking/liquidity.ts).
 */
export async function liquidityReport(
  deps: Pick<SuggestionDeps, 'banking' | 'suggestions' | 'now'>,
  userId: number,
  monate = BANK_LIQUIDITY_MONTHS_DEFAULT,
): Promise<BankLiquidity> {
  const months = monthsUpTo(isoDateIn(deps.now()).slice(0, 7), monate);
  const [transactions, contracts] = await Promise.all([
    deps.banking.transactionsSince(userId, `${months[0]}-01`),
    deps.suggestions.contracts(userId),
  ]);
  const entries = transactions.map(({ entry, category }) => ({
    bookingDate: entry.bookingDate,
    amountCents: entry.amountCents,
    counterpartyName: entry.counterpartyName,
    category,
  }));
  return bankLiquidity(entries, contracts, months);
}
