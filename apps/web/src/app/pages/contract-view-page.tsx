import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { useParams } from 'react-router';
import { ContractViewPage } from '../../features/contracts/routes/contract-view-page';
import { OwnerDocuments } from '../../features/documents/components/owner-documents';

/**
 * /app/vertraege/view/{id}: the contract (contracts feature) with its documents under it — upload,
 * open, delete (documents feature, owner type 'contract'), composed here because features do not
 * import each other.
 */
export function ContractViewWithDocumentsPage() {
  const { id } = useParams();
  const contractId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : 0;
  return (
    <ContractViewPage>
      {contractId > 0 ? (
        <OwnerDocuments
          key={contractId}
          owner={{ type: 'contract', id: contractId }}
          heading={contractTexts.documentsHeading}
        />
      ) : null}
    </ContractViewPage>
  );
}
