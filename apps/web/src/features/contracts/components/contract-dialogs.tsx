import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { contractTitle } from '@kundenportal/domain/contracts/contract-list';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { type ConfirmAnswers, ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The duplicate question (spec section 6): only 'Trotzdem speichern' saves. */
export function DuplicateDialog({ duplicate, ...answers }: ConfirmAnswers & { duplicate: Contract | null }) {
  const question = duplicate
    ? contractTexts.duplicateQuestion(duplicate.gesellschaft, duplicate.nummer ?? '')
    : null;
  return (
    <ConfirmDialog
      open={duplicate !== null}
      title={contractTexts.duplicateTitle}
      confirmLabel={contractTexts.saveAnyway}
      {...answers}
    >
      <p>{question}</p>
    </ConfirmDialog>
  );
}

/** The question before deleting a contract. */
export function DeleteContractDialog({
  contract,
  ...rest
}: ConfirmAnswers & { contract: Contract; open: boolean }) {
  return (
    <ConfirmDialog title={contractTexts.deleteTitle} confirmLabel={contractTexts.deleteConfirm} {...rest}>
      <p>{contractTexts.deleteText(contractTitle(contract))}</p>
    </ConfirmDialog>
  );
}
