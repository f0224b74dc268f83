import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { WorkspaceChat } from '../../features/chat/components/workspace-chat';
import { CustomerSettings } from '../../features/workspace/access/customer-settings';
import { CustomerAuditLog } from '../../features/workspace/audit/audit-log';
import { CustomerTransfers } from '../../features/workspace/bestandsuebertragungen/customer-transfers';
import { CustomerPage } from '../../features/workspace/customers/customer-page';
import { customerDocumentPath, postProvidedDocument } from '../../features/workspace/customers/customers-api';
import { customerHouseholdQuery } from '../../features/workspace/shared/workspace-queries';
import { CustomerProvidedContracts } from '../../features/workspace/vertraege/customer-provided-contracts';
import { CustomerVorsorge } from '../../features/workspace/vorsorge/customer-vorsorge';
import { validationErrorsOf } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

/**
 * `#/berater/kunden/:id` composed (features and workspace sub-areas never import each other): the household
 * with the chat, whose files are documents the adviser provides to the customer (approvals, with its mail)
 * or downloads, then the customer's Bedarfscheck and Vorsorgestatus, Bestandsübertragungen, switches and
 * change log.
 */
export function WorkspaceCustomerRoute() {
  const queryClient = useQueryClient();
  return (
    <CustomerPage
      sections={(kunde) => (
        <>
          <CustomerProvidedContracts customerId={kunde.id} />
          <CustomerVorsorge kunde={kunde} />
          <CustomerTransfers customerId={kunde.id} />
          <CustomerSettings kunde={kunde} />
          <CustomerAuditLog customerId={kunde.id} />
        </>
      )}
      chat={(kunde) => (
        <WorkspaceChat
          customerId={kunde.id}
          name={`${kunde.firstName} ${kunde.lastName}`}
          chatOn={kunde.config.nachrichten === true}
          files={{
            hint: chatTexts.workspace.attachHint,
            upload: async (file) => {
              try {
                const { document } = await postProvidedDocument(kunde.id, file);
                void queryClient.invalidateQueries({ queryKey: customerHouseholdQuery(kunde.id).queryKey });
                return document.filename;
              } catch (error) {
                throw new Error(validationErrorsOf(error)?.fields.file ?? chatTexts.uploadFailed(file.name));
              }
            },
            open: (attachment) =>
              downloadFile(customerDocumentPath(kunde.id, attachment.documentId), attachment.name),
          }}
        />
      )}
    />
  );
}
