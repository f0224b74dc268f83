import type { RequestSent } from '@kundenportal/domain/adviser-requests/request-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestBody } from './request-body';

/** POST /api/anfrage (needs an adviser). Errors are the caller's: a 422 belongs to the form. */
export function postEnquiry(body: RequestBody): Promise<RequestSent> {
  return apiRequest<RequestSent>('/anfrage', { method: 'POST', body, handleErrors: false });
}

export function useSendEnquiry() {
  return useMutation({ mutationKey: ['adviser-requests', 'enquiry'], mutationFn: postEnquiry });
}
