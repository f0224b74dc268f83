import type { Sitzung, SitzungenEndedResponse } from '@kundenportal/domain/devices/devices-api';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getList, listQuery } from '../../../lib/area-list';
import { afterListDelete, useRefreshingMutation } from '../../../lib/area-writes';

const devicesKey = ['devices'] as const;

/** GET /api/users/sitzungen: the customer's signed-in devices, the last used first. */
export const devicesQuery = listQuery(devicesKey, (signal) =>
  getList<Sitzung>('/users/sitzungen', 'sitzungen', signal),
);

export function useDevices() {
  return useQuery(devicesQuery);
}

const refresh = afterListDelete((queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: devicesKey }),
);

/** DELETE /api/users/sitzungen/:id: that device is signed out. Errors are toasts. */
export function useEndDevice() {
  return useRefreshingMutation(
    ['devices', 'end'],
    (id: string) =>
      apiRequest<{ success: true }>(`/users/sitzungen/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    refresh,
  );
}

/** DELETE /api/users/sitzungen: every device but this one is signed out. */
export function useEndOtherDevices() {
  return useRefreshingMutation(
    ['devices', 'end-others'],
    () => apiRequest<SitzungenEndedResponse>('/users/sitzungen', { method: 'DELETE' }),
    refresh,
  );
}
