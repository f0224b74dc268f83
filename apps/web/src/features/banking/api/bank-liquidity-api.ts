import type { BankLiquidity } from '@kundenportal/domain/banking/api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bankingKey } from './bank-accounts-api';

/**
 * GET /api/users/banking/liquiditaet: per month income, fixed costs by category and what is left, and each
 * contract's expected premium beside its last debit (the API's default: six months). A failure is the
 * section's to show (the contracts' view above it stays the page's subject), so no toast.
 */
export function useBankLiquidity() {
  return useQuery({
    queryKey: [...bankingKey, 'liquidity'],
    queryFn: ({ signal }) =>
      apiRequest<BankLiquidity>('/users/banking/liquiditaet', { signal, handleErrors: false }),
  });
}
