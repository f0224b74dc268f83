import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestAnswer, RequestBody } from './request-answer';

/** POST /api/users/Kundenempfehlung (needs an adviser). Errors are the caller's: a 422 belongs to the form. */
export function postRecommendation(body: RequestBody): Promise<RequestAnswer> {
  return apiRequest<RequestAnswer>('/users/Kundenempfehlung', { method: 'POST', body, handleErrors: false });
}

export function useSendRecommendation() {
  return useMutation({ mutationKey: ['adviser-requests', 'recommend'], mutationFn: postRecommendation });
}
