import { formTexts } from '@kundenportal/domain/texts/form';
import type { UnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import layout from '../ui/form-layout.module.css';

/**
 * The question of an unsaved-changes guard (lib/use-unsaved-changes-guard.ts). 'Weiter bearbeiten' comes
 * first, so the modal's initial focus is on the safe answer; Escape also keeps editing. `address`: the
 * side's form of address (the workspace says 'Sie').
 */
export function UnsavedChangesDialog({
  guard,
  address = 'du',
}: {
  guard: UnsavedChangesGuard;
  address?: 'du' | 'sie';
}) {
  const texts = formTexts.unsavedChanges;
  return (
    <Dialog open={guard.asking} title={texts.title} onClose={guard.keepEditing}>
      <p>{address === 'sie' ? texts.textSie : texts.text}</p>
      <div className={layout.actions}>
        <Button onClick={guard.keepEditing}>{texts.keepEditing}</Button>
        <Button variant="secondary" onClick={guard.discard}>
          {texts.discard}
        </Button>
      </div>
    </Dialog>
  );
}
