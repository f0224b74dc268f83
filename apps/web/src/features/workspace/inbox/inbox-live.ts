import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openEventStream } from '../../../lib/event-stream';
import { readAgain } from '../../../lib/read-again';

/**
 * What the agency's stream changes: the inbox (counts, categories, lists) and the chat's conversation
 * list, which the chat feature caches under ['workspace', 'conversations'] (composed on the inbox page).
 */
const LIVE_KEYS = [
  ['workspace', 'inbox'],
  ['workspace', 'conversations'],
] as const;

/** A message, a read mark, an inbox change, or a (re)connect that may have missed some. */
const CHANGES = new Set(['message', 'read', 'inbox', 'ready']);

/**
 * Keeps the inbox and its badge live (issue 27 item 10): the agency's chat stream — the same one the chat
 * uses — says when anything of the inbox changed (a customer's message, a read mark, a request, a form, a
 * sign-up), and the inbox's queries are read again at once: one count, pushed, no polling.
 */
export function useLiveInbox() {
  const client = useQueryClient();
  useEffect(() => {
    // The first connect follows the page's own first reads: nothing to read again yet.
    let connectedBefore = false;
    return openEventStream(
      '/berater/chat/stream',
      {
        onEvent({ event }) {
          if (!CHANGES.has(event)) return;
          if (event === 'ready' && !connectedBefore) {
            connectedBefore = true;
            return;
          }
          for (const queryKey of LIVE_KEYS) readAgain(client, queryKey);
        },
      },
      { quiet: true },
    );
  }, [client]);
}
