import { WorkspaceChat } from '../../features/chat/components/workspace-chat';
import { CustomerPage } from '../../features/workspace/routes/customer-page';

/** `#/berater/kunden/:id` composed (features never import each other): the household with the chat. */
export function WorkspaceCustomerRoute() {
  return (
    <CustomerPage
      chat={(kunde) => (
        <WorkspaceChat
          customerId={kunde.id}
          name={`${kunde.firstName} ${kunde.lastName}`}
          chatOn={kunde.config.nachrichten === true}
        />
      )}
    />
  );
}
