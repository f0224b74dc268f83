import type { User } from '@kundenportal/domain/account/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from './start-session';

export type LoginCredentials = { email: string; password: string };
export type LoginResponse = { token: string };

/** POST /api/login. Errors are the login page's to show (spec section 8, "Login"). */
export function postLogin(credentials: LoginCredentials): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/login', { method: 'POST', body: credentials, handleErrors: false });
}

export const loginMutationKey = ['auth', 'login'] as const;

/** Logs in, stores the token, loads the profile and remembers the login for the greeting. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: async (credentials: LoginCredentials): Promise<User> => {
      const { token } = await postLogin(credentials);
      return startSession(queryClient, token, credentials.email);
    },
  });
}
