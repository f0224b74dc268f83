import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import type {
  NotfallkontaktBody,
  NotfallkontaktResponse,
} from '@kundenportal/domain/notfallkarte/notfallkontakt';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notfallkarte: the household's policy numbers with claims hotlines, and the adviser. */
export const notfallkarteQuery = queryOptions({
  queryKey: ['notfallkarte'] as const,
  queryFn: ({ signal }) => apiRequest<NotfallkarteResponse>('/notfallkarte', { signal }),
});

export function useNotfallkarte() {
  return useQuery(notfallkarteQuery);
}

const contactKey = ['notfallkarte', 'kontakt'] as const;

/** GET /api/notfallkarte/kontakt: the customer's emergency contact, or null. */
export function useEmergencyContact() {
  return useQuery({
    queryKey: contactKey,
    queryFn: ({ signal }) => apiRequest<NotfallkontaktResponse>('/notfallkarte/kontakt', { signal }),
  });
}

/** PUT (a body: enter or change) or DELETE (null: remove); the answer is the contact as stored. */
export function useSaveEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...contactKey, 'save'],
    mutationFn: (body: NotfallkontaktBody | null) =>
      body
        ? apiRequest<NotfallkontaktResponse>('/notfallkarte/kontakt', {
            method: 'PUT',
            body,
            handleErrors: false,
          })
        : apiRequest<NotfallkontaktResponse>('/notfallkarte/kontakt', { method: 'DELETE' }),
    onSuccess: (answer) => queryClient.setQueryData(contactKey, answer),
  });
}
