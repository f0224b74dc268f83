import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { contractTitle } from '@kundenportal/domain/contracts/contract-list';
import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';

/**
 * The duplicate question (spec section 6): only 'Trotzdem speichern' saves. 'Abbrechen' comes first,
 * so the modal's first focus is on the safe answer; Escape cancels too.
 */
export function DuplicateDialog({
  duplicate,
  pending,
  onSave,
  onCancel,
}: {
  duplicate: Contract | null;
  pending: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={duplicate !== null} title={contractTexts.duplicateTitle} onClose={onCancel}>
      <p>
        {duplicate ? contractTexts.duplicateQuestion(duplicate.gesellschaft, duplicate.nummer ?? '') : null}
      </p>
      <div className={layout.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {uiTexts.cancel}
        </Button>
        <Button onClick={onSave} disabled={pending}>
          {contractTexts.saveAnyway}
        </Button>
      </div>
    </Dialog>
  );
}

/** The question before deleting a contract. */
export function DeleteContractDialog(props: {
  contract: Contract;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} title={contractTexts.deleteTitle} onClose={props.onClose}>
      <p>{contractTexts.deleteText(contractTitle(props.contract))}</p>
      <div className={layout.actions}>
        <Button variant="secondary" onClick={props.onClose}>
          {uiTexts.cancel}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.pending}>
          {contractTexts.deleteConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
