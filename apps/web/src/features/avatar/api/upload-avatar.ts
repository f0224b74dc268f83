import type { AvatarAnswer } from '@kundenportal/domain/account/avatar';
import { errorLogsOut } from '@kundenportal/domain/errors/error-codes';
import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, handleApiError, validationErrorsOf } from '../../../lib/api-client';
import { avatarChanged } from '../../../lib/avatar-image';
import { toast } from '../../../lib/toast-store';

export type { AvatarAnswer };

/**
 * POST /api/users/avatar: the cropped JPEG as multipart `file` (the server re-encodes it). Through the
 * API client, so the token goes in the Authorization header and a rotated one is taken over.
 */
export function uploadAvatar(jpeg: Blob): Promise<AvatarAnswer> {
  const form = new FormData();
  form.append('file', jpeg, 'avatar.jpg');
  return apiRequest('/users/avatar', { method: 'POST', body: form, handleErrors: false });
}

/**
 * Tells the customer that the picture was not set (spec section 8, "Avatar"): the server's 422 text for
 * the file where it is clearer (not an image, too large), else the spec's failure text. A failure that
 * ends the session, or an offline device, goes the API client's way instead.
 */
export function showUploadFailure(error: unknown): void {
  if (error instanceof ApiError && (error.offline || errorLogsOut(error.status, error.body))) {
    handleApiError(error);
    return;
  }
  const parsed = validationErrorsOf(error);
  toast.error(parsed?.fields.file ?? parsed?.general[0] ?? avatarTexts.failed);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'avatar', 'upload'],
    mutationFn: uploadAvatar,
    onSuccess: () => avatarChanged(queryClient, true),
  });
}
