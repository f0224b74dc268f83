import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';

/** The question before the picture is deleted (spec section 2: avatar management with confirm to delete). */
export function DeleteAvatarDialog(props: {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} title={avatarTexts.deleteTitle} onClose={props.onClose}>
      <p>{avatarTexts.deleteText}</p>
      <div className={layout.actions}>
        <Button variant="secondary" onClick={props.onClose}>
          {uiTexts.cancel}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.pending}>
          {avatarTexts.deleteConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
