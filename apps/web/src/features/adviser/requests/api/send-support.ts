import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestAnswer, RequestBody } from './request-answer';

/** POST /api/support (needs an adviser): the referral programme's support question. */
export function postSupport(body: RequestBody): Promise<RequestAnswer> {
  return apiRequest<RequestAnswer>('/support', { method: 'POST', body, handleErrors: false });
}

export function useSendSupport() {
  return useMutation({ mutationKey: ['adviser-requests', 'support'], mutationFn: postSupport });
}
