import type {
  BankCategoryBody,
  BankTransactionResponse,
  BankTransactions,
} from '@kundenportal/domain/banking/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type TransactionFilter, transactionsPath } from '../transaction-filter';
import { accountKey, bankingKey } from './bank-accounts-api';

/**
 * GET /api/users/banking/account/{id}/transactions with the filter: the month's transactions and the
 * months that have any. The last answer stays while the next filter's loads, so the list does not jump.
 * Not asked while `enabled` is false (a search the API would refuse).
 */
export function useTransactions(accountId: number, filter: TransactionFilter, enabled = true) {
  return useQuery({
    queryKey: [...accountKey(accountId), 'transactions', filter],
    queryFn: ({ signal }) => apiRequest<BankTransactions>(transactionsPath(accountId, filter), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * PUT /api/users/banking/transactions/{id}/kategorie: the correction teaches the rule for that
 * counterparty, so other transactions (of every account) and the suggestions change with it.
 */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...bankingKey, 'category'],
    mutationFn: ({ id, ...body }: BankCategoryBody & { id: number }) =>
      apiRequest<BankTransactionResponse>(`/users/banking/transactions/${id}/kategorie`, {
        method: 'PUT',
        body,
      }),
    // The select shows the choice at once; the refetch after brings the rule's effect on the others.
    onMutate: ({ id, kategorie }) => {
      queryClient.setQueriesData<BankTransactions>(
        { queryKey: [...bankingKey, 'account'] },
        (answer) =>
          answer && {
            ...answer,
            transactions: answer.transactions.map((entry) =>
              entry.id === id ? { ...entry, kategorie, korrigiert: true } : entry,
            ),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankingKey }),
  });
}
