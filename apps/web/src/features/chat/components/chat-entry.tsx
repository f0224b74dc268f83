import { paths } from '@kundenportal/domain/routing/paths';
import { chatUnreadTexts } from '@kundenportal/domain/texts/chat-unread';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import styles from './chat-entry.module.css';

/**
 * The adviser page's messages entry (spec section 2; issue 27 item 11): the way to the chat with what is
 * unread. Shown only where the customer has a chat (the page composes it with mayChat).
 */
export function ChatEntry({ unread }: { unread: number }) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {chatUnreadTexts.entryHeading}
      </h2>
      <p className={styles.text}>{chatUnreadTexts.entryText}</p>
      <p className={styles.row}>
        <Link to={paths.adviserChat}>{chatUnreadTexts.entryLink}</Link>
        {unread > 0 ? <strong className={styles.unread}>{chatUnreadTexts.unread(unread)}</strong> : null}
      </p>
    </Card>
  );
}
