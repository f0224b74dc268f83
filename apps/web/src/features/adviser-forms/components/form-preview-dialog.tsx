import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/loader';
import styles from '../adviser-forms.module.css';

// pdf.js loads with the first preview, never with the page.
const PdfViewer = lazy(() => import('../../../components/pdf/pdf-viewer'));

/**
 * The PDF preview (spec section 4, form generator): the document exactly as the server rendered it, then
 * 'abschicken' (the real send) or 'abbrechen' (back to the form, nothing sent).
 */
export function FormPreviewDialog({
  title,
  pdf,
  sending,
  onSend,
  onCancel,
}: {
  title: string;
  pdf: ArrayBuffer;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open title={texts.previewTitle} onClose={onCancel} className={styles.previewDialog}>
      <p>{texts.previewIntro}</p>
      <div className={styles.previewActions}>
        <Button onClick={onSend} disabled={sending} aria-busy={sending || undefined}>
          {sending ? texts.sending : texts.send}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {texts.cancel}
        </Button>
      </div>
      <div className={styles.previewBody}>
        <Suspense fallback={<Spinner label={texts.loading} />}>
          <PdfViewer data={pdf} title={title} />
        </Suspense>
      </div>
    </Dialog>
  );
}
