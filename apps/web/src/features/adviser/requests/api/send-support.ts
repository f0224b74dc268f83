import type { RequestSent } from '@kundenportal/domain/adviser-requests/request-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestBody } from './request-body';

/** POST /api/support (needs an adviser): the referral programme's support question. */
export function postSupport(body: RequestBody): Promise<RequestSent> {
  return apiRequest<RequestSent>('/support', { method: 'POST', body, handleErrors: false });
}

export function useSendSupport() {
  return useMutation({ mutationKey: ['adviser-requests', 'support'], mutationFn: postSupport });
}
