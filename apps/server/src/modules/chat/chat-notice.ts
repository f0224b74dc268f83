import type { ChatSender } from '@kundenportal/domain/chat/chat';

/** The channel every server process listens on for chat events (LISTEN/NOTIFY; PGlite in-process). */
export const CHAT_CHANNEL = 'kp_chat';

/**
 * What goes through the channel: ids only, never a message's text (NOTIFY payloads are limited to
 * 8000 bytes and visible to every listener); each process reads the message once and fans it out.
 */
export type ChatNotice =
  | { kind: 'message'; id: number; customerId: number; agencyId: number }
  | { kind: 'read'; customerId: number; agencyId: number; reader: ChatSender; upTo: number; readAt: string }
  /** The agency's inbox changed (migration 0024's triggers): its advisers' streams get `event: inbox`. */
  | { kind: 'inbox'; agencyId: number };

export function parseNotice(payload: string): ChatNotice | null {
  try {
    const notice = JSON.parse(payload) as ChatNotice;
    return notice && (notice.kind === 'message' || notice.kind === 'read' || notice.kind === 'inbox')
      ? notice
      : null;
  } catch {
    return null;
  }
}
