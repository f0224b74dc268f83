import type { ResetCodeCheck } from '@kundenportal/domain/account/account-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/password/forgot_check: whether a reset link still works; the code stays usable. */
export function postCheckResetCode(code: string, signal?: AbortSignal): Promise<ResetCodeCheck> {
  return apiRequest<ResetCodeCheck>('/password/forgot_check', {
    method: 'POST',
    body: { code },
    signal,
    handleErrors: false,
  });
}

/** Asked once when the reset page opens, and again when it opens anew. */
export const resetCodeCheckQuery = (code: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-code-check', code] as const,
    queryFn: ({ signal }) => postCheckResetCode(code, signal),
    retry: false,
    gcTime: 0,
  });
