import { customerPath } from '@kundenportal/domain/routing/workspace-paths';
import { ConversationList } from '../../features/chat/components/conversation-list';
import { InboxPage } from '../../features/workspace/inbox/inbox-page';

/** `#/berater/eingang/...` composed (features never import each other): the inbox with the chats. */
export function WorkspaceInboxRoute() {
  return <InboxPage chats={<ConversationList linkTo={customerPath} />} />;
}
