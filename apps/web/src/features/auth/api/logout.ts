import { messages } from '@kundenportal/domain/texts/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';
import { getToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast-store';

/** POST /api/logout: the server denies the token. */
export function postLogout(): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>('/logout', { method: 'POST', handleErrors: false });
}

/**
 * Logout of spec section 4: tell the server, then clear the token and cached data. A failed logout
 * shows its error and logs out locally anyway, for security. Without a session nothing is said.
 */
export async function logOut(): Promise<void> {
  if (!getToken()) {
    endSession();
    return;
  }
  try {
    await postLogout();
    toast.success(messages.logoutSuccess);
  } catch {
    toast.error(messages.logoutFailure);
  } finally {
    endSession();
  }
}

export const logoutMutationKey = ['auth', 'logout'] as const;

export function useLogout() {
  return useMutation({ mutationKey: logoutMutationKey, mutationFn: logOut });
}
