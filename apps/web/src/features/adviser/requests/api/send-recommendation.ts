import type { RequestSent } from '@kundenportal/domain/adviser-requests/request-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestBody } from './request-body';

/** POST /api/users/Kundenempfehlung (needs an adviser). Errors are the caller's: a 422 belongs to the form. */
export function postRecommendation(body: RequestBody): Promise<RequestSent> {
  return apiRequest<RequestSent>('/users/Kundenempfehlung', { method: 'POST', body, handleErrors: false });
}

export function useSendRecommendation() {
  return useMutation({ mutationKey: ['adviser-requests', 'recommend'], mutationFn: postRecommendation });
}
