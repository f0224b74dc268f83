import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@kundenportal/domain/banking/statement';
import { bankMonthProblem } from '@kundenportal/domain/banking/transaction-query';

/** What an account's transactions are filtered by; it lives in the page's URL query, so Back restores it. */
export type TransactionFilter = { monat: string; q: string; kategorie: TransactionCategory | '' };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function isCategory(value: string): value is TransactionCategory {
  return (TRANSACTION_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The filter an address asks for; a month or category spelt wrong is left out (then the API answers the
 * newest month, all categories), and so is a month no booking can be of (ADR 288).
 */
export function readFilter(params: URLSearchParams, now = new Date()): TransactionFilter {
  const monat = params.get('monat') ?? '';
  const kategorie = params.get('kategorie') ?? '';
  return {
    monat: MONTH.test(monat) && bankMonthProblem(monat, now) === null ? monat : '',
    q: (params.get('q') ?? '').trim(),
    kategorie: isCategory(kategorie) ? kategorie : '',
  };
}

/** The URL query of a filter, without its empty parts. */
export function filterParams(filter: TransactionFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.monat) params.monat = filter.monat;
  if (filter.q.trim()) params.q = filter.q.trim();
  if (filter.kategorie) params.kategorie = filter.kategorie;
  return params;
}

/** GET path of an account's transactions with the filter's query. */
export function transactionsPath(accountId: number, filter: TransactionFilter): string {
  const query = new URLSearchParams(filterParams(filter)).toString();
  return `/users/banking/account/${accountId}/transactions${query ? `?${query}` : ''}`;
}
