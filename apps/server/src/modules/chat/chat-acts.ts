import type { ChatSender, ChatSendInput } from '@kundenportal/domain/chat/chat';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../lib/rate-limiter';
import { markUnavailable, serviceUnavailableBody } from '../../lib/service-unavailable';
import type { SessionWatch } from '../../lib/session/session-watch';
import { requireSession } from '../../plugins/session';
import { attachmentsOf } from './chat-attachments';
import type { ChatHub } from './chat-hub';
import type { ChatRepository, Conversation, StreamScope } from './chat-repository';
import { lastEventIdOf, openEventStream } from './event-stream';
import type { MessageRepository } from './message-repository';
import { sendMessage } from './send-message';

export type ChatDeps = {
  repository: ChatRepository;
  messages: MessageRepository;
  hub: ChatHub;
  /** Ends a stream when its session ends (logout, password change, deactivation, expiry). */
  sessionWatch: Pick<SessionWatch, 'live' | 'endWhenSessionEnds'>;
  limiter: RateLimiter;
  limit: { max: number; windowSeconds: number };
  publicUrl: string;
  kickOutbox: () => void;
};

/** What either side does in a conversation: send (rate-limited), mark read, follow it live. */
export function createChatActs(deps: ChatDeps) {
  const { repository, hub } = deps;

  async function send(userId: number, sender: ChatSender, conversation: Conversation, body: ChatSendInput) {
    const attachments = await attachmentsOf(deps.messages, conversation.customerId, body.attachments ?? []);
    await deps.limiter.consume([{ key: `chat:user:${userId}`, ...deps.limit }]);
    const message = await sendMessage(
      deps.messages,
      { ...conversation, sender, authorId: userId, text: body.text, attachments },
      { publicUrl: deps.publicUrl },
    );
    if (sender === 'adviser') deps.kickOutbox();
    return { message };
  }

  async function markRead(conversation: Conversation, reader: ChatSender, upTo: number) {
    const marked = await repository.markRead(conversation, reader, upTo);
    if (marked) {
      await deps.messages.notify({
        kind: 'read',
        ...conversation,
        reader,
        upTo: marked.upTo,
        readAt: marked.readAt.toISOString(),
      });
    }
    return { success: true as const };
  }

  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { scope: StreamScope; side: ChatSender; userId: number },
  ) {
    if (!hub.live || !deps.sessionWatch.live) return markUnavailable(reply).send(serviceUnavailableBody);
    let unsubscribe: (() => Promise<void>) | null = null;
    let ended = false;
    let stopWatching = () => {};
    const stream = openEventStream(request, reply, () => {
      ended = true;
      stopWatching();
      void unsubscribe?.();
    });
    const watched = deps.sessionWatch.endWhenSessionEnds(requireSession(request), stream);
    stopWatching = watched.stop;
    unsubscribe = await hub.subscribe({ ...input, lastEventId: lastEventIdOf(request), sink: watched.sink });
    if (ended) await unsubscribe();
    return reply;
  }

  return { send, markRead, stream };
}

export type ChatActs = ReturnType<typeof createChatActs>;

/**
 * The adviser's side of the chat, for the workspace's chat routes (`workspace/chat/`): the agency's
 * conversations, one customer's, and the same acts as the customer's with the sender 'adviser'.
 */
export function createAdviserChat(repository: ChatRepository, acts: ChatActs) {
  return {
    conversations: (agencyId: number) => repository.conversations(agencyId),
    /** The customer of the agency with their `nachrichten` flag, or null (another agency's, no customer). */
    async conversationOf(agencyId: number, customerId: number) {
      const customer = await repository.customerOfAgency(agencyId, customerId);
      return customer ? { customerId: customer.id, agencyId, nachrichten: customer.nachrichten } : null;
    },
    page: (conversation: Conversation, before: number | undefined) => repository.page(conversation, before),
    send: (userId: number, conversation: Conversation, body: ChatSendInput) =>
      acts.send(userId, 'adviser', conversation, body),
    markRead: (conversation: Conversation, upTo: number) => acts.markRead(conversation, 'adviser', upTo),
    /** All the agency's conversations as they happen. */
    stream: (request: FastifyRequest, reply: FastifyReply, adviser: { agencyId: number; userId: number }) =>
      acts.stream(request, reply, {
        scope: { agencyId: adviser.agencyId },
        side: 'adviser',
        userId: adviser.userId,
      }),
  };
}

export type AdviserChat = ReturnType<typeof createAdviserChat>;
