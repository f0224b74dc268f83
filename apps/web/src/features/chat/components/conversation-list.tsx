import type { ChatConversation } from '@kundenportal/domain/chat/chat';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { conversationsQuery } from '../api/chat-api';
import styles from './conversation-list.module.css';

/** The adviser's conversations, newest first, with unread counts; each opens the customer's page. */
export function ConversationList({ linkTo }: { linkTo: (customerId: number) => string }) {
  const list = useQuery(conversationsQuery);
  const texts = chatTexts.workspace;
  if (list.isError) return <p role="alert">{chatTexts.loadError}</p>;
  if (!list.data) return null;
  if (list.data.conversations.length === 0) return <EmptyState text={texts.noConversations} />;
  return (
    <ul className={styles.list}>
      {list.data.conversations.map((conversation) => (
        <Conversation
          key={conversation.customerId}
          conversation={conversation}
          to={linkTo(conversation.customerId)}
        />
      ))}
    </ul>
  );
}

function Conversation({ conversation, to }: { conversation: ChatConversation; to: string }) {
  const texts = chatTexts.workspace;
  return (
    <li className={styles.row}>
      <Link to={to} className={conversation.unread > 0 ? `${styles.name} ${styles.unread}` : styles.name}>
        {conversation.name}
      </Link>
      <span className={styles.meta}>
        {formatDateTime(conversation.lastMessageAt)}
        {conversation.unread > 0 ? (
          <span className={styles.count}>{texts.unread(conversation.unread)}</span>
        ) : null}
      </span>
      {/* The last message as text: one line, cut by CSS. */}
      <span className={styles.last}>{conversation.lastText}</span>
    </li>
  );
}
