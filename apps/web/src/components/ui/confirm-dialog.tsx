import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import layout from './form-layout.module.css';

/** How a question is answered: `pending` while the answer is sent, `onClose` for 'Abbrechen' and Escape. */
export type ConfirmAnswers = { pending: boolean; onConfirm: () => void; onClose: () => void };

/**
 * A question before an action (deleting, saving a duplicate): the text, then 'Abbrechen' first, so the
 * modal's first focus is on the safe answer; Escape cancels too. The answer's button waits while pending.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  children,
  ...answers
}: ConfirmAnswers & { open: boolean; title: string; confirmLabel: string; children: ReactNode }) {
  return (
    <Dialog open={open} title={title} onClose={answers.onClose}>
      {children}
      <div className={layout.actions}>
        <Button variant="secondary" onClick={answers.onClose}>
          {uiTexts.cancel}
        </Button>
        <Button onClick={answers.onConfirm} disabled={answers.pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
