import type {
  BankConnections,
  BankWebformStart,
  BankWebformState,
} from '@kundenportal/domain/banking/aggregator-api';
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

/** POST /api/users/banking/account/create: the web form to open. */
export function useStartConnection() {
  return useMutation({
    mutationKey: [...bankingKey, 'connect'],
    mutationFn: () => apiRequest<BankWebformStart>('/users/banking/account/create', { method: 'POST' }),
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
