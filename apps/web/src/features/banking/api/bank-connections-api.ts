import type {
  BankConnections,
  BankWebformStart,
  BankWebformState,
} from '@kundenportal/domain/banking/aggregator-api';
import type { BankImportResult } from '@kundenportal/domain/banking/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bankingKey, refreshBanking } from './bank-accounts-api';

/** How often an open web form's state is asked while the customer is in it. */
const WEBFORM_POLL_MS = 2000;

/**
 * GET /api/users/banking/bankconnects/status: whether the aggregator is set up, and the connected banks.
 * A failure shows nothing (the statement import stays), so the client's own error behaviour is off.
 */
export function useBankConnections() {
  return useQuery({
    queryKey: [...bankingKey, 'connections'],
    queryFn: ({ signal }) =>
      apiRequest<BankConnections>('/users/banking/bankconnects/status', { signal, handleErrors: false }),
  });
}

/**
 * POST /api/users/banking/account/create (a new bank), or POST …/bankconnects/{id}/refresh (a connection
 * whose bank asks for the login again): the web form to open.
 */
export function useStartConnection() {
  return useMutation({
    mutationKey: [...bankingKey, 'connect'],
    mutationFn: (renew: number | null) =>
      apiRequest<BankWebformStart>(
        renew === null ? '/users/banking/account/create' : `/users/banking/bankconnects/${renew}/refresh`,
        { method: 'POST' },
      ),
  });
}

/** POST /api/users/banking/account/{id}/refresh for each of these accounts: the new entries, counted. */
export function useFetchTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...bankingKey, 'fetch'],
    mutationFn: async (accountIds: readonly number[]) => {
      let neu = 0;
      let doppelt = 0;
      for (const id of accountIds) {
        const result = await apiRequest<BankImportResult>(`/users/banking/account/${id}/refresh`, {
          method: 'POST',
        });
        neu += result.neu;
        doppelt += result.doppelt;
      }
      return { neu, doppelt };
    },
    onSettled: () => refreshBanking(queryClient),
  });
}

/**
 * GET /api/users/banking/webform/{id}, asked again while the form is open; once it is done the accounts,
 * transactions and suggestions are read anew.
 */
export function useWebformState(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['banking-webform', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const state = await apiRequest<BankWebformState>(`/users/banking/webform/${id}`, { signal });
      if (state.webform.status === 'fertig') await refreshBanking(queryClient);
      return state.webform;
    },
    refetchInterval: (query) => (query.state.data?.status === 'laeuft' ? WEBFORM_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
