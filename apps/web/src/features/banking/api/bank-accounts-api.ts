import type { BankAccount, BankImportResult, BankStatus } from '@kundenportal/domain/banking/api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settleDelete } from '../../../lib/settle-delete';

/** Every banking query starts with this key: an import or a delete refreshes accounts, transactions, suggestions. */
export const bankingKey = ['banking'] as const;
const accountsKey = [...bankingKey, 'accounts'] as const;

/** One account's queries (its transactions), dropped when it is deleted. */
export const accountKey = (id: number) => [...bankingKey, 'account', id] as const;

export const refreshBanking = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: bankingKey });

/** GET /api/users/banking/status: the customer's accounts. */
export function useBankAccounts() {
  return useQuery({
    queryKey: accountsKey,
    queryFn: ({ signal }) => apiRequest<BankStatus>('/users/banking/status', { signal }),
    select: (answer): BankAccount[] => answer.konten,
  });
}

/**
 * POST /api/users/banking/import (multipart, `file`): a 422's `file` entry is the form's to show, so the
 * client's own error behaviour is off (`takeServerErrors` applies it to the rest).
 */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...bankingKey, 'import'],
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest<BankImportResult>('/users/banking/import', {
        method: 'POST',
        body: form,
        handleErrors: false,
      });
    },
    onSuccess: () => refreshBanking(queryClient),
  });
}

/** DELETE /api/users/banking/account/{id}: the account and its transactions (and what was found in them). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...bankingKey, 'delete'],
    mutationFn: (id: number) => apiRequest<void>(`/users/banking/account/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => settleDelete(queryClient, { gone: accountKey(id), stale: [bankingKey] }),
  });
}
