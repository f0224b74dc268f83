import type { VorsorgeInputBody } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import type { VorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sendForm } from '../../../lib/area-writes';

export const pensionStatusKey = ['vorsorgestatus'] as const;

/** GET /api/vorsorgestatus: each adult person's figures and stored entry. */
export function getPensionStatus(signal?: AbortSignal): Promise<VorsorgestatusAnswer> {
  return apiRequest<VorsorgestatusAnswer>('/vorsorgestatus', { signal });
}

export const pensionStatusQuery = queryOptions({
  queryKey: [...pensionStatusKey, 'status'] as const,
  queryFn: ({ signal }) => getPensionStatus(signal),
  // The persons' figures and the contracts decide it too: read afresh when the page opens.
  staleTime: 0,
});

export function usePensionStatus() {
  return useQuery(pensionStatusQuery);
}

/** PUT /api/vorsorgestatus/{personId}: the whole entry; answers the household's figures. A 422 is the form's. */
export function putPensionEntry({
  personId,
  body,
}: {
  personId: number;
  body: VorsorgeInputBody;
}): Promise<VorsorgestatusAnswer> {
  return sendForm<VorsorgestatusAnswer>(`/vorsorgestatus/${personId}`, 'PUT', body);
}

export function useSavePensionEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...pensionStatusKey, 'save'],
    mutationFn: putPensionEntry,
    onSuccess: (answer) => queryClient.setQueryData(pensionStatusQuery.queryKey, answer),
  });
}
