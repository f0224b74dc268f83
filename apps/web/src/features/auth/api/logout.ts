import { messages } from '@kundenportal/domain/texts/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';
import { getToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast-store';

/** POST /api/logout: the server denies the token (the stored one, or the one given). */
export function postLogout(token?: string | null): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>('/logout', { method: 'POST', handleErrors: false, token });
}

/**
 * Logout of spec section 4: clear the token and cached data, then tell the server. The session ends
 * on this device first, so nothing still on its way with it can report the server's refusal
 * ("Es wurde kein Token mitgeliefert.", issue 27 item 4; lib/api-client). A failed logout shows its
 * error; the device is logged out anyway, for security. Without a session nothing is said.
 */
export async function logOut(): Promise<void> {
  const token = getToken();
  endSession();
  if (!token) return;
  try {
    await postLogout(token);
    toast.success(messages.logoutSuccess);
  } catch {
    toast.error(messages.logoutFailure);
  }
}

export const logoutMutationKey = ['auth', 'logout'] as const;

export function useLogout() {
  return useMutation({ mutationKey: logoutMutationKey, mutationFn: logOut });
}
