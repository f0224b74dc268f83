import type { RequestSent } from '@kundenportal/domain/adviser-requests/request-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestBody } from './request-body';

/** POST /api/kontaktanfrage (needs an adviser). Errors are the caller's: a 422 belongs to the form. */
export function postContactRequest(body: RequestBody): Promise<RequestSent> {
  return apiRequest<RequestSent>('/kontaktanfrage', { method: 'POST', body, handleErrors: false });
}

export function useSendContactRequest() {
  return useMutation({ mutationKey: ['adviser-requests', 'contact'], mutationFn: postContactRequest });
}
