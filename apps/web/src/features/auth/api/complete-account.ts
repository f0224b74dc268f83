import type { Token } from '@kundenportal/domain/api/common-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type CompleteBody = { password: string; password_confirmation: string };

/** POST /api/complete?token={code}: an invited account sets its password → a login token. */
export function postCompleteAccount(code: string, body: CompleteBody): Promise<Token> {
  return apiRequest<Token>(`/complete?token=${encodeURIComponent(code)}`, {
    method: 'POST',
    body,
    handleErrors: false,
  });
}

export function useCompleteAccount(code: string) {
  return useMutation({
    mutationKey: ['auth', 'complete'],
    mutationFn: (body: CompleteBody) => postCompleteAccount(code, body),
  });
}
