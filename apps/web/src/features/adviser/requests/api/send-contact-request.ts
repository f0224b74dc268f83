import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { RequestAnswer, RequestBody } from './request-answer';

/** POST /api/kontaktanfrage (needs an adviser). Errors are the caller's: a 422 belongs to the form. */
export function postContactRequest(body: RequestBody): Promise<RequestAnswer> {
  return apiRequest<RequestAnswer>('/kontaktanfrage', { method: 'POST', body, handleErrors: false });
}

export function useSendContactRequest() {
  return useMutation({ mutationKey: ['adviser-requests', 'contact'], mutationFn: postContactRequest });
}
