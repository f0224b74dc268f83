import type { User } from '@kundenportal/domain/account/user';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQuery } from '../../../lib/current-user';
import { setToken } from '../../../lib/storage';
import { saveLogin } from '../saved-login';

/**
 * Starts a session with a token from any way in (login, sign-up, activation, password reset, single
 * sign-on): stores the token, loads the profile and remembers the login for the greeting (spec
 * section 4, "Login success").
 */
export async function startSession(
  queryClient: QueryClient,
  token: string,
  fallbackEmail = '',
): Promise<User> {
  // A profile cached for an earlier session must not stand in for this one.
  queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
  setToken(token);
  const user = await queryClient.fetchQuery(currentUserQuery);
  saveLogin({ email: user.email || fallbackEmail, first_name: user.first_name });
  return user;
}

export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string, fallbackEmail?: string) => startSession(queryClient, token, fallbackEmail),
    [queryClient],
  );
}
