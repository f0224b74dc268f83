import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adviserChat, chatPagesQuery } from '../api/chat-api';
import { useChatStream } from '../use-chat-stream';
import type { ChatFiles } from './chat-files';
import { ChatView, type ChatViewTexts } from './chat-view';
import styles from './workspace-chat.module.css';

const agencyStream = '/berater/chat/stream';

/**
 * The chat with one customer in the adviser workspace (issue 14): the agency's stream keeps it live
 * (any adviser of the agency may answer). With the customer's chat switched off only the history shows.
 */
export function WorkspaceChat({
  customerId,
  name,
  chatOn,
  files,
}: {
  customerId: number;
  name: string;
  chatOn: boolean;
  /** Attaching (the adviser's provided document) and opening files, composed by the page. */
  files?: ChatFiles;
}) {
  const endpoint = adviserChat(customerId);
  const history = useInfiniteQuery(chatPagesQuery(endpoint));
  const { connected } = useChatStream({
    path: agencyStream,
    endpointOf: adviserChat,
    refreshKeys: [['workspace', 'chat']],
    enabled: history.isSuccess,
  });
  const texts: ChatViewTexts = {
    empty: chatTexts.workspace.empty,
    messageLabel: chatTexts.workspace.messageLabel(name),
    placeholder: chatTexts.workspace.placeholder,
    sendFailed: chatTexts.workspace.sendFailed,
    reconnecting: chatTexts.workspace.reconnecting,
  };
  return (
    <section className={styles.section} aria-labelledby="workspace-chat-heading">
      <h2 id="workspace-chat-heading" className={styles.heading}>
        {chatTexts.workspace.heading}
      </h2>
      {chatOn ? null : <p className={styles.off}>{chatTexts.workspace.off}</p>}
      <ChatView
        endpoint={endpoint}
        side="adviser"
        texts={texts}
        canWrite={chatOn}
        connected={connected}
        files={files}
      />
    </section>
  );
}
