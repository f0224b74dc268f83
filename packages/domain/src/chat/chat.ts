import { z } from 'zod';
import { chatTexts } from '../texts/chat';
import { formTexts } from '../texts/form';
import { isStorableText } from '../validation/storable-text';

/** The longest chat message, in characters after trimming (issue 14). */
export const CHAT_TEXT_MAX = 2000;
/** Messages per page of the history (newest first; older pages by `before`). */
export const CHAT_PAGE_SIZE = 30;
/**
 * A customer counts as in the app while a chat stream of theirs is open; the stream refreshes this
 * mark every heartbeat, so a closed tab reads as away at the latest after this long.
 */
export const CHAT_PRESENCE_SECONDS = 60;
/** The stream's keep-alive comment interval; proxies close idle connections after 60 s or more. */
export const CHAT_HEARTBEAT_SECONDS = 25;

export type ChatSender = 'customer' | 'adviser';

/** At most this many files on one message (each a document of the customer's household). */
export const CHAT_ATTACHMENTS_MAX = 5;

/** A document's stored name (`filename` of the documents API) is far shorter; longer is no document. */
const DOCUMENT_FILENAME_MAX = 200;

/**
 * POST /api/chat and POST /api/berater/kunden/{id}/chat: a text, files (the stored `filename`s of documents
 * of the customer's household, uploaded through the documents feature first), or both; the text may be empty
 * only when a file goes with it.
 */
export const chatSendSchema = z
  .strictObject({
    text: z
      .string({ error: chatTexts.textRequired })
      .trim()
      .max(CHAT_TEXT_MAX, { error: chatTexts.textTooLong(CHAT_TEXT_MAX) })
      .refine(isStorableText, formTexts.invalidValue),
    attachments: z
      .array(
        z
          .string({ error: chatTexts.attachmentInvalid })
          .min(1, { error: chatTexts.attachmentInvalid })
          .max(DOCUMENT_FILENAME_MAX, { error: chatTexts.attachmentInvalid }),
        { error: chatTexts.attachmentInvalid },
      )
      .max(CHAT_ATTACHMENTS_MAX, { error: chatTexts.tooManyAttachments(CHAT_ATTACHMENTS_MAX) })
      .refine((ids) => new Set(ids).size === ids.length, { error: chatTexts.attachmentTwice })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.text === '' && (value.attachments ?? []).length === 0)
      context.addIssue({ code: 'custom', path: ['text'], message: chatTexts.textRequired });
  });
export type ChatSendInput = z.infer<typeof chatSendSchema>;

/** A file on a message: the document as it was when sent (the customer may rename or delete it later). */
export const chatAttachmentSchema = z.object({
  documentId: z.number().int(),
  name: z.string(),
  /** Where the customer's documents API finds it (person | contract | inquire, its id, the stored name). */
  ownerType: z.string(),
  ownerId: z.number().int(),
  filename: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

const MESSAGE_ID_MAX = 2_147_483_647;
const messageId = z
  .number({ error: chatTexts.invalidMessageId })
  .int({ error: chatTexts.invalidMessageId })
  .min(1, { error: chatTexts.invalidMessageId })
  .max(MESSAGE_ID_MAX, { error: chatTexts.invalidMessageId });
/** The query string's id: digits only ('1e3', ' 5' or '0x10' are no ids). */
const messageIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: chatTexts.invalidMessageId })
  .transform(Number)
  .pipe(messageId);

/** GET …/chat?before=ID: the page of messages older than ID (none: the newest). */
export const chatPageQuerySchema = z.strictObject({ before: messageIdParam.optional() });

/** POST …/chat/read: everything of the other side up to this message is read. */
export const chatReadSchema = z.strictObject({ upTo: messageId });

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(['customer', 'adviser']),
  /** The writer's name at the time ('Thomas Berger'; the customer's own name on their messages). */
  author: z.string(),
  text: z.string(),
  attachments: z.array(chatAttachmentSchema),
  /** ISO time. */
  createdAt: z.string(),
  /** When the other side read it; null: not yet. */
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One page, newest first; `hasMore`: older messages exist. */
export const chatPageSchema = z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() });
export type ChatPage = z.infer<typeof chatPageSchema>;

/** The events of a chat stream (text/event-stream). A message event's `id:` is the message id. */
export const chatMessageEventSchema = chatMessageSchema.extend({ customerId: z.number().int() });
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

/** `reader` read every message of the other side up to `upTo`. */
export const chatReadEventSchema = z.object({
  customerId: z.number().int(),
  reader: z.enum(['customer', 'adviser']),
  upTo: z.number().int(),
  readAt: z.string(),
});
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

/** GET /api/chat/ungelesen: how many of the adviser's messages the customer has not read (the app's badge). */
export const chatUnreadSchema = z.object({ unread: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** The adviser's conversations with unread counts (GET /api/berater/chat). */
export const chatConversationSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  unread: z.number().int(),
  lastMessageAt: z.string(),
  lastText: z.string(),
});
export const chatConversationsSchema = z.object({ conversations: z.array(chatConversationSchema) });
export type ChatConversation = z.infer<typeof chatConversationSchema>;
