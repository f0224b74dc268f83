import type { TextDocument } from '@kundenportal/domain/texts/legal';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextDocumentView } from './text-document';
import styles from './text-document-dialog.module.css';

/**
 * A structured text in a modal (the terms and privacy modals of spec section 2): it opens over the
 * page without leaving it, so a half-filled form keeps its input. Escape or 'Schließen' close it.
 */
export function TextDocumentDialog({
  document,
  open,
  onClose,
}: {
  document: TextDocument;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={document.title} onClose={onClose} className={styles.dialog}>
      <TextDocumentView document={document} sectionLevel={3} />
      <div className={styles.footer}>
        <Button block onClick={onClose}>
          {uiTexts.close}
        </Button>
      </div>
    </Dialog>
  );
}
