import type { ChatMessage, ChatSender } from '@kundenportal/domain/chat/chat';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate, formatTime } from '../../../lib/format';
import {
  addMessage,
  applyRead,
  type ChatEndpoint,
  chatPagesQuery,
  messagesOf,
  postChatRead,
} from '../api/chat-api';
import { type ChatFiles, MessageFiles } from './chat-files';
import styles from './chat-view.module.css';
import { Composer } from './composer';
import { MessageText } from './message-text';

export type ChatViewTexts = {
  empty: string;
  messageLabel: string;
  placeholder: string;
  sendFailed: string;
  reconnecting: string;
  /** The name over one's own messages ('Du'); without it, the author's (an agency has several advisers). */
  ownLabel?: string;
};

type Props = {
  endpoint: ChatEndpoint;
  /** Whose view this is: one's own messages sit on the right with their read mark. */
  side: ChatSender;
  texts: ChatViewTexts;
  /** False: the history only (the adviser's view of a customer whose chat is off). */
  canWrite?: boolean;
  /** Whether the live stream is connected (a notice says so while it is not). */
  connected: boolean;
  /** Files on messages (the documents feature, composed by the page); without it: text only. */
  files?: ChatFiles;
};

const NEAR_BOTTOM_PX = 80;

/**
 * A conversation (issue 14): the history oldest to newest with day headings, older pages on request
 * (and by themselves when the top comes into view), one's own messages with 'Gesendet'/'Gelesen', and
 * the composer (Enter sends, Shift+Enter is a new line). What is on screen counts as read.
 */
export function ChatView({ endpoint, side, texts, canWrite = true, connected, files }: Props) {
  const client = useQueryClient();
  const query = useInfiniteQuery(chatPagesQuery(endpoint));
  const messages = messagesOf(query.data);
  const scroller = useRef<HTMLDivElement>(null);
  const olderButton = useRef<HTMLButtonElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(true);
  const lastMarked = useRef(0);
  const newestId = messages.at(-1)?.id ?? 0;

  // Keep the view where the reader is: at the bottom for new messages, in place when older ones arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages come or go
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keepFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages.length]);

  const loadOlder = () => {
    const element = scroller.current;
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    void query.fetchNextPage();
  };
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the button comes and goes with hasNextPage
  useEffect(() => {
    const button = olderButton.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadOlderRef.current();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [query.hasNextPage]);

  // The other side's messages on screen are read: one call up to the newest unread.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes; reads the list then
  useEffect(() => {
    const unread = messages.filter((m) => m.sender !== side && m.readAt === null).at(-1);
    if (!unread || unread.id <= lastMarked.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || unread.id <= lastMarked.current) return;
      lastMarked.current = unread.id;
      postChatRead(endpoint, unread.id)
        .then(() =>
          applyRead(client, endpoint, {
            customerId: 0,
            reader: side,
            upTo: unread.id,
            readAt: new Date().toISOString(),
          }),
        )
        .catch(() => {
          lastMarked.current = 0;
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newestId, side, endpoint, client]);

  const onScroll = () => {
    const element = scroller.current;
    if (element) {
      stickToBottom.current =
        element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    }
  };

  return (
    <div className={styles.chat}>
      {connected ? null : (
        <p className={styles.notice} role="status">
          {texts.reconnecting}
        </p>
      )}
      <div
        ref={scroller}
        className={styles.history}
        role="log"
        aria-label={chatTexts.historyLabel}
        // A scrolling region is reached by keyboard too (WCAG 2.1.1; axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls and must take the keyboard
        tabIndex={0}
        onScroll={onScroll}
      >
        {query.hasNextPage ? (
          <Button
            ref={olderButton}
            variant="secondary"
            className={styles.older}
            onClick={loadOlder}
            disabled={query.isFetchingNextPage}
          >
            {chatTexts.loadOlder}
          </Button>
        ) : null}
        {query.isError ? <p role="alert">{chatTexts.loadError}</p> : null}
        {query.isSuccess && messages.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
        <ol className={styles.messages}>
          {messages.map((message, index) => (
            <MessageItem
              key={message.id}
              message={message}
              own={message.sender === side}
              ownLabel={texts.ownLabel}
              day={dayHeading(message, messages[index - 1])}
              files={files}
            />
          ))}
        </ol>
      </div>
      {canWrite ? (
        <Composer
          key={endpoint.base}
          endpoint={endpoint}
          realm={side}
          texts={texts}
          files={files}
          onSent={(message) => {
            stickToBottom.current = true;
            addMessage(client, endpoint, message);
          }}
        />
      ) : null}
    </div>
  );
}

function MessageItem({
  message,
  own,
  ownLabel,
  day,
  files,
}: {
  message: ChatMessage;
  own: boolean;
  ownLabel: string | undefined;
  day: string | null;
  files: ChatFiles | undefined;
}) {
  return (
    <>
      {day ? (
        <li className={styles.day}>
          <span>{day}</span>
        </li>
      ) : null}
      <li className={own ? styles.own : styles.theirs}>
        <div className={styles.bubble}>
          <span className={styles.author}>{own && ownLabel ? ownLabel : message.author}</span>
          {message.text ? (
            <p className={styles.text}>
              <MessageText text={message.text} />
            </p>
          ) : null}
          <MessageFiles attachments={message.attachments ?? []} files={files} />
          <span className={styles.meta}>
            <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
            {own ? <span>{message.readAt ? chatTexts.read : chatTexts.delivered}</span> : null}
          </span>
        </div>
      </li>
    </>
  );
}

/** 'Heute', 'Gestern' or the date, before the first message of each day. */
function dayHeading(message: ChatMessage, previous: ChatMessage | undefined): string | null {
  const day = formatDate(message.createdAt);
  if (previous && formatDate(previous.createdAt) === day) return null;
  const today = new Date();
  if (day === formatDate(today)) return chatTexts.today;
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (day === formatDate(yesterday)) return chatTexts.yesterday;
  return day;
}
