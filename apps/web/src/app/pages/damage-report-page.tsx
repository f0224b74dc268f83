import { adviserRequestRights } from '@kundenportal/domain/adviser-requests/request-rights';
import { contractChoiceLabel } from '@kundenportal/domain/contracts/contract-list';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import type { FieldOption } from '@kundenportal/domain/forms/field-definition';
import { useMemo } from 'react';
import { DamageReportPage } from '../../features/adviser/requests/routes/damage-report-page';
import type { UploadAttachment } from '../../features/adviser/requests/use-damage-report-form';
import { useContracts } from '../../features/contracts/api/get-contracts';
import { uploadFile } from '../../features/documents/api/upload-file';
import { useCurrentUser } from '../../lib/current-user';

/**
 * A damage report's file goes through the documents feature's upload (hash, the session, the server's
 * checks) to the report as its owner (type 'inquire'), without a folder. No progress bar: the form
 * says it is sending.
 */
export const uploadToDamageReport: UploadAttachment = async (reportId, file) => {
  await uploadFile({
    owner: { type: 'inquire', id: reportId },
    file,
    name: file.name,
    directory: '',
    onProgress: () => {},
    signal: new AbortController().signal,
  });
};

/**
 * /app/schadensmeldung: the damage report (adviser feature) with the household's contracts to choose
 * from (contracts feature, only with vertrag_list) and the upload of its photos (documents feature),
 * composed here because features do not import each other. Without the contracts list the form asks
 * for no contract.
 */
export function DamageReportWithContractsPage() {
  const user = useCurrentUser();
  const mayReport = user ? adviserRequestRights(user).damage : false;
  const mayList = user ? contractRights(user).list : false;
  const contracts = useContracts(mayReport && mayList);
  const options = useMemo<FieldOption[] | undefined>(
    () =>
      contracts.data
        ?.map((contract) => ({ value: String(contract.id), label: contractChoiceLabel(contract) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'de')),
    [contracts.data],
  );
  return (
    <DamageReportPage
      // Not loaded (no right, or failed): the form asks for no contract.
      contracts={mayList ? options : undefined}
      contractsPending={mayReport && mayList && contracts.isPending}
      uploadAttachment={uploadToDamageReport}
    />
  );
}
