import { BANK_LIQUIDITY_MONTHS_DEFAULT, type BankLiquidity } from '@kundenportal/domain/banking/api';
import { givesBack } from '@kundenportal/domain/banking/categories';
import { foldBankText } from '@kundenportal/domain/banking/categories-match';
import { bankLiquidity, monthsUpTo } from '@kundenportal/domain/banking/liquidity';
import type { StatementEntry } from '@kundenportal/domain/banking/statement';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { OpenedAccount } from './repository';
import type { SuggestionDeps } from './suggestions-found';

const compact = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/**
 * Whether an entry moves money between the customer's own accounts: to or from the IBAN of another of
 * them, or to or from the account's holder by name (a savings account elsewhere, not imported).
 */
function ownAccounts(accounts: readonly OpenedAccount[]) {
  const ibans = new Set(accounts.map((account) => compact(account.iban)));
  const holders = new Map(accounts.map((account) => [account.id, foldBankText(account.ownerName ?? '')]));
  return (accountId: number, entry: StatementEntry): boolean => {
    if (entry.counterpartyIban && ibans.has(compact(entry.counterpartyIban))) return true;
    const holder = holders.get(accountId);
    return !!holder && foldBankText(entry.counterpartyName ?? '') === holder;
  };
}

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
  const [transactions, contracts, accounts] = await Promise.all([
    deps.banking.transactionsSince(userId, `${months[0]}-01`),
    deps.suggestions.contracts(userId),
    deps.banking.accounts(userId),
  ]);
  const own = ownAccounts(accounts);
  const entries = transactions.map(({ entry, category, accountId }) => ({
    bookingDate: entry.bookingDate,
    amountCents: entry.amountCents,
    counterpartyName: entry.counterpartyName,
    category,
    givesBack: givesBack(entry),
    own: own(accountId, entry),
  }));
  return bankLiquidity(entries, contracts, months);
}
