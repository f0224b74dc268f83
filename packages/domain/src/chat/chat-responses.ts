import { z } from 'zod';
import { type ChatMessage, chatMessageSchema } from './chat';

/** The answers of the chat API (chat.ts) that are not its pages and lists, for the route schemas. */

/** POST /api/chat and POST /api/berater/kunden/{id}/chat (201): the stored message. */
export const chatSentSchema = z.object({ message: chatMessageSchema }) satisfies z.ZodType<{
  message: ChatMessage;
}>;

/** POST …/chat/read: done (also when nothing was left to mark). */
export const chatMarkedReadSchema = z.object({ success: z.literal(true) }) satisfies z.ZodType<{
  success: true;
}>;

/**
 * GET /api/chat/stream and GET /api/berater/chat/stream: Server-Sent Events (the events of chat.ts). A
 * `Last-Event-ID` header resumes after that message.
 */
export const chatStreamResponse = {
  description:
    'text/event-stream: `retry:` first, then `event: message` (data: ChatMessageEvent, id: the message id), ' +
    '`event: read` (data: ChatReadEvent), `event: ready` once caught up, on the adviser’s stream `event: inbox`, ' +
    'heartbeat comments; open until the client leaves or the session ends',
  content: {
    'text/event-stream': { schema: z.string().meta({ description: 'Server-Sent Events' }) },
  },
};
