import type {
  InvitationInput,
  InvitationList,
  InvitationSent,
} from '@kundenportal/domain/workspace/invitations';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The agency's invitations (issue 14). */
export const invitationsQuery = queryOptions({
  queryKey: ['workspace', 'invitations'],
  queryFn: ({ signal }) => apiRequest<InvitationList>('/berater/einladungen', { signal }),
});

export function postInvitation(body: InvitationInput) {
  return apiRequest<InvitationSent>('/berater/einladungen', {
    method: 'POST',
    body,
    handleErrors: false,
  });
}

export function postInvitationAgain(customerId: number) {
  return apiRequest<InvitationSent>(`/berater/einladungen/${customerId}/erneut`, {
    method: 'POST',
  });
}
