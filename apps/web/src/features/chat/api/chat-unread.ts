import type { ChatUnread } from '@kundenportal/domain/chat/chat';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { readAgain } from '../../../lib/read-again';

export const chatUnreadQuery = queryOptions({
  queryKey: ['chat', 'unread'],
  // A badge: when it cannot be read it stays away; the page's own calls show what went wrong.
  queryFn: ({ signal }) => apiRequest<ChatUnread>('/chat/ungelesen', { signal, handleErrors: false }),
  // The stream below says when it changes.
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * How many of the adviser's messages the customer has not read (issue 27 item 11), live: the customer's
 * chat stream says when a message arrives or something was read (on any device), and the count is read
 * again. `enabled`: only with a chat (mayChat). The stream's code loads after the page: the layout that
 * calls this is part of every first load.
 */
export function useChatUnread(enabled: boolean): number {
  const client = useQueryClient();
  const unread = useChatUnreadCount(enabled);
  useEffect(() => {
    if (!enabled) return;
    let close: (() => void) | null = null;
    let cancelled = false;
    let connectedBefore = false;
    void import('../../../lib/event-stream').then(({ openEventStream }) => {
      if (cancelled) return;
      close = openEventStream(
        '/chat/stream',
        {
          onEvent({ event }) {
            if (event === 'ready' && !connectedBefore) {
              connectedBefore = true;
              return;
            }
            if (event === 'message' || event === 'read' || event === 'ready')
              readAgain(client, chatUnreadQuery.queryKey);
          },
        },
        { quiet: true },
      );
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [enabled, client]);
  return unread;
}

/** The count alone, for a page inside the app's layout (whose useChatUnread keeps it live). */
export function useChatUnreadCount(enabled: boolean): number {
  const unread = useQuery({ ...chatUnreadQuery, enabled });
  return enabled ? (unread.data?.unread ?? 0) : 0;
}
