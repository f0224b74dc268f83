import { unreadFigure } from '@kundenportal/domain/chat/chat-access';
import { chatUnreadTexts } from '@kundenportal/domain/texts/chat-unread';
import styles from './unread-badge.module.css';

/** The count of unread adviser messages beside the menu button and the "Chat" entry; nothing at 0. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="chat-unread-badge">
        {unreadFigure(count)}
      </span>
      <span className="visually-hidden">{` (${chatUnreadTexts.unread(count)})`}</span>
    </>
  );
}
