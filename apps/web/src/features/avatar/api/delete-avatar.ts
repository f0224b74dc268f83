import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, forgetPendingReads } from '../../../lib/api-client';
import { avatarChanged } from '../../../lib/avatar-image';
import type { AvatarAnswer } from './upload-avatar';

/** DELETE /api/users/avatar. Errors are the API client's toasts. */
export function deleteAvatar(): Promise<AvatarAnswer> {
  return apiRequest('/users/avatar', { method: 'DELETE' });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'avatar', 'delete'],
    mutationFn: deleteAvatar,
    // Reads on their way may ask for it: they fail silently (lib/settle-delete.ts).
    onSuccess: () => {
      forgetPendingReads();
      return avatarChanged(queryClient, false);
    },
  });
}
