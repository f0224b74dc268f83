import type { ChatConversation, ChatMessage, ChatPage, ChatReadEvent } from '@kundenportal/domain/chat/chat';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * One conversation's address: the customer's own (`/chat`) or, in the workspace, a customer's
 * (`/berater/kunden/{id}/chat`, cached under 'workspace' so the adviser's logout clears it).
 */
export type ChatEndpoint = { key: readonly unknown[]; base: string };

export const customerChat: ChatEndpoint = { key: ['chat'], base: '/chat' };
export const adviserChat = (customerId: number): ChatEndpoint => ({
  key: ['workspace', 'chat', customerId],
  base: `/berater/kunden/${customerId}/chat`,
});

export const chatPagesQuery = (endpoint: ChatEndpoint) =>
  infiniteQueryOptions({
    queryKey: endpoint.key,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ChatPage>(pageParam ? `${endpoint.base}?before=${pageParam}` : endpoint.base, { signal }),
    initialPageParam: 0 as number,
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?.id : undefined),
    // The stream keeps it current; a refetch would only reload what is there.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The adviser's conversations with unread counts (workspace). */
export const conversationsQuery = queryOptions({
  queryKey: ['workspace', 'conversations'],
  queryFn: ({ signal }) => apiRequest<{ conversations: ChatConversation[] }>('/berater/chat', { signal }),
});

/** Sends a message: text, files (stored names of documents of the household), or both. */
export function postChatMessage(endpoint: ChatEndpoint, text: string, attachments: string[] = []) {
  return apiRequest<{ message: ChatMessage }>(endpoint.base, {
    method: 'POST',
    body: attachments.length > 0 ? { text, attachments } : { text },
  });
}

export function postChatRead(endpoint: ChatEndpoint, upTo: number) {
  return apiRequest<{ success: boolean }>(`${endpoint.base}/read`, { method: 'POST', body: { upTo } });
}

type Pages = InfiniteData<ChatPage, unknown>;

/** Puts a message into the cached conversation once (the sender's answer and the stream may both bring it). */
export function addMessage(client: QueryClient, endpoint: ChatEndpoint, message: ChatMessage) {
  client.setQueryData<Pages>(endpoint.key, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    const messages = [...(first?.messages ?? []), message].sort((a, b) => b.id - a.id);
    return { ...data, pages: [{ messages, hasMore: first?.hasMore ?? false }, ...rest] };
  });
}

/** The other side read up to `upTo`: one's own messages up to there get their read time. */
export function applyRead(client: QueryClient, endpoint: ChatEndpoint, event: ChatReadEvent) {
  client.setQueryData<Pages>(endpoint.key, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) =>
          m.sender !== event.reader && m.id <= event.upTo && m.readAt === null
            ? { ...m, readAt: event.readAt }
            : m,
        ),
      })),
    };
  });
}

/** The conversation oldest first, for display. */
export function messagesOf(data: Pages | undefined): ChatMessage[] {
  return (data?.pages ?? []).flatMap((page) => page.messages).reverse();
}
