import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import { type ConfirmAnswers, ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The question before the picture is deleted (spec section 2: avatar management with confirm to delete). */
export function DeleteAvatarDialog(props: ConfirmAnswers & { open: boolean }) {
  return (
    <ConfirmDialog title={avatarTexts.deleteTitle} confirmLabel={avatarTexts.deleteConfirm} {...props}>
      <p>{avatarTexts.deleteText}</p>
    </ConfirmDialog>
  );
}
