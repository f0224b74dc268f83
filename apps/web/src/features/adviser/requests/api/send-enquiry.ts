import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestAnswer, RequestBody } from './request-answer';

/** POST /api/anfrage (needs an adviser). Errors are the caller's: a 422 belongs to the form. */
export function postEnquiry(body: RequestBody): Promise<RequestAnswer> {
  return apiRequest<RequestAnswer>('/anfrage', { method: 'POST', body, handleErrors: false });
}

export function useSendEnquiry() {
  return useMutation({ mutationKey: ['adviser-requests', 'enquiry'], mutationFn: postEnquiry });
}
