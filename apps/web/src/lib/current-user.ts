import type { User } from '@kundenportal/domain/account/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';
import { getToken, subscribeToken } from './storage';

/**
 * GET /api/users/me: the profile every screen reads (agent, persons, config, features). It lives in
 * lib, not in a feature, because the guard, the layout and several features need it.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const body = await apiRequest<{ user?: User } & Partial<User>>('/users/me', { signal });
  // The server may answer with the user at the top level or under `user` (issue 2, "Fixed").
  return (body.user ?? body) as User;
}

export const currentUserQuery = queryOptions({
  queryKey: ['users', 'me'] as const,
  queryFn: ({ signal }) => getCurrentUser(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

/** Rendered at build time (app/boot) nobody is logged in. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken() !== null,
    () => false,
  );
}

/** The logged-in user; undefined while logged out or before the profile has loaded. */
export function useCurrentUser(): User | undefined {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...currentUserQuery, enabled: loggedIn }).data;
}
