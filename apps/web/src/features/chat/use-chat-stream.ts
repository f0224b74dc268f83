import {
  type ChatReadEvent,
  chatMessageEventSchema,
  chatReadEventSchema,
} from '@kundenportal/domain/chat/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openEventStream } from '../../lib/event-stream';
import { addMessage, applyRead, type ChatEndpoint } from './api/chat-api';

type Options = {
  /** The stream's API path: '/chat/stream' (the customer) or '/berater/chat/stream' (the agency). */
  path: string;
  /** The conversation an event belongs to. */
  endpointOf(customerId: number): ChatEndpoint;
  /** Queries to read again once the stream is (re)connected and caught up (read marks, lists). */
  refreshKeys: readonly (readonly unknown[])[];
  enabled?: boolean;
  /** The newest message id the caller has: the stream starts after it, and its first catch-up needs no refresh. */
  after?: number;
};

/**
 * Keeps the cached conversations current from the chat stream (issue 14): new messages go into their
 * conversation once, read marks onto one's own messages. `connected` is false while the stream waits to
 * come back (then the page says so).
 */
export function useChatStream({ path, endpointOf, refreshKeys, enabled = true, after }: Options) {
  const client = useQueryClient();
  const [connected, setConnected] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per path; the callbacks are read when events arrive
  useEffect(() => {
    if (!enabled) return;
    let caughtUp = after !== undefined;
    return openEventStream(
      path,
      {
        onConnected: setConnected,
        onEvent({ event, data }) {
          if (event === 'message') {
            const parsed = chatMessageEventSchema.safeParse(data);
            if (!parsed.success) return;
            const { customerId, ...message } = parsed.data;
            addMessage(client, endpointOf(customerId), message);
          } else if (event === 'read') {
            const parsed = chatReadEventSchema.safeParse(data);
            if (parsed.success)
              applyRead(client, endpointOf(parsed.data.customerId), parsed.data as ChatReadEvent);
          } else if (event === 'ready') {
            if (caughtUp) caughtUp = false;
            else for (const key of refreshKeys) void client.invalidateQueries({ queryKey: key });
          }
        },
      },
      { lastEventId: after === undefined ? undefined : String(after) },
    );
  }, [path, enabled, client]);
  return { connected };
}
