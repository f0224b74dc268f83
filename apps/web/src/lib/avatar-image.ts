import { type AvatarSize, mayUseAvatar } from '@kundenportal/domain/account/avatar';
import type { User } from '@kundenportal/domain/account/user';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiBlob } from './api-client';
import { currentUserQuery } from './current-user';
import { useObjectUrl } from './use-object-url';

/**
 * GET /api/users/avatar/{size}: the own picture (spec section 7), a square JPEG. It lives in lib, not in
 * a feature, because the app header and the avatar page both show it. The bytes come with the session
 * in the Authorization header (apiBlob) and are shown through an object URL: never a token in an
 * <img src>.
 */
export const avatarImageKey = ['users', 'avatar'] as const;

/** Counts the pictures set or deleted in this tab: part of the key, so a new picture shows at once. */
let changes = 0;
const listeners = new Set<() => void>();

function subscribeChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAvatarImage(size: AvatarSize, signal?: AbortSignal): Promise<Blob> {
  // Silent: a missing or unreadable picture shows the fallback, never a toast (spec section 4).
  return apiBlob(`/users/avatar/${size}`, { signal, handleErrors: false });
}

export function avatarImageQuery(userId: number, size: AvatarSize, hasAvatar: boolean, change: number) {
  return queryOptions({
    queryKey: [...avatarImageKey, userId, size, hasAvatar, change] as const,
    queryFn: ({ signal }) => getAvatarImage(size, signal),
    // A picture changes only through this tab's upload or delete, which changes the key.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * After an upload or a delete: the profile says at once whether there is a picture (and is fetched
 * again), the cached pictures are dropped and every shown one is fetched anew.
 */
export function avatarChanged(queryClient: QueryClient, hasAvatar: boolean): void {
  queryClient.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, hasAvatar } : user));
  // Dropped before the shown ones learn of the change: a view drawn at once by a listener (React may) would
  // start the new picture's fetch, whose query the removal then threw away, and fetch it a second time.
  queryClient.removeQueries({ queryKey: avatarImageKey });
  changes += 1;
  for (const listener of listeners) listener();
  void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}

/**
 * The user's picture at `size` as an object URL (revoked when it changes and on unmount), or null: while
 * it loads, when there is none (hasAvatar false, or the user may not have one) and when it failed.
 */
export function useAvatarImage(
  user: User | undefined,
  size: AvatarSize,
): { url: string | null; failed: boolean } {
  const change = useSyncExternalStore(
    subscribeChanges,
    () => changes,
    () => 0,
  );
  const wanted = user?.hasAvatar === true && mayUseAvatar(user);
  const query = useQuery({
    ...avatarImageQuery(user?.id ?? 0, size, user?.hasAvatar ?? false, change),
    enabled: wanted,
  });
  const url = useObjectUrl(wanted ? query.data : undefined);
  return { url, failed: wanted && query.isError };
}
