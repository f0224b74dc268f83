import { agentDisplayName } from '@kundenportal/domain/account/user';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/current-user';
import { chatPagesQuery, customerChat, messagesOf } from '../api/chat-api';
import type { ChatFiles } from '../components/chat-files';
import { ChatView, type ChatViewTexts } from '../components/chat-view';
import { PushToggle } from '../components/push-toggle';
import { useChatStream } from '../use-chat-stream';

const texts: ChatViewTexts = {
  empty: chatTexts.empty,
  messageLabel: chatTexts.messageLabel,
  placeholder: chatTexts.placeholder,
  sendFailed: chatTexts.sendFailed,
  reconnecting: chatTexts.reconnecting,
  ownLabel: chatTexts.you,
};

/**
 * `/app/berater/kontakt`: the customer's chat with the adviser (issue 14; the route rule checks nachrichten).
 * `files`: attaching and opening files through the documents feature (composed in app/pages/chat-route).
 */
export function ChatPage({ files }: { files?: ChatFiles }) {
  const user = useCurrentUser();
  const history = useInfiniteQuery(chatPagesQuery(customerChat));
  const { connected } = useChatStream({
    path: '/chat/stream',
    endpointOf: () => customerChat,
    refreshKeys: [customerChat.key],
    enabled: history.isSuccess,
    after: messagesOf(history.data).at(-1)?.id ?? 0,
  });
  const adviser = user?.agent ? agentDisplayName(user.agent) : chatTexts.yourAdviser;
  return (
    <Page heading={chatTexts.heading} intro={chatTexts.intro(adviser)}>
      <ChatView endpoint={customerChat} side="customer" texts={texts} connected={connected} files={files} />
      <PushToggle />
    </Page>
  );
}
