import {
  DEV_TOOLS_TOKEN_HEADER,
  type DevtoolsStatus,
  type HasMaklerBody,
} from '@kundenportal/domain/devtools/devtools-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, handleApiError } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

const statusKey = ['devtools', 'status'] as const;

const headersOf = (token: string) => (token ? { [DEV_TOOLS_TOKEN_HEADER]: token } : undefined);

/**
 * A refusal the page answers itself: 404 (DEV_TOOLS off: as if absent) and 403 (DEV_TOOLS_TOKEN asked
 * for); every other failure gets the app's usual handling (a 401 ends the session).
 */
function ownRefusal(error: unknown): void {
  if (error instanceof ApiError && error.status !== 404 && error.status !== 403) handleApiError(error);
}

async function getStatus(token: string): Promise<DevtoolsStatus> {
  try {
    return await apiRequest<DevtoolsStatus>('/devtools/status', {
      headers: headersOf(token),
      handleErrors: false,
    });
  } catch (error) {
    ownRefusal(error);
    throw error;
  }
}

/** GET /api/devtools/status with the token typed in (empty: none); no retry, checks are live. */
export function useDevtoolsStatus(token: string) {
  return useQuery({
    queryKey: [...statusKey, token],
    queryFn: () => getStatus(token),
    retry: false,
    staleTime: 0,
  });
}

/**
 * PUT /api/devtools/has-makler (its refusals are the app's usual toasts); then the profile (the route
 * guards read hasMakler) and only after it the status: the switch flips once the guards know, so an
 * adviser page opened right after it is not sent to the invite page by the old profile.
 */
export function useToggleHasMakler(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HasMaklerBody) =>
      apiRequest<{ hasMakler: boolean }>('/devtools/has-makler', {
        method: 'PUT',
        body,
        headers: headersOf(token),
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}

export const refusalStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;
