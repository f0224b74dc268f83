import { adviserFormTexts as texts } from '@kundenportal/domain/texts/adviser-forms';
import { Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/loader';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import styles from '../adviser-forms.module.css';

// pdf.js loads with the first preview, never with the page. A viewer that does not load says so in the
// dialog: the form and its input stay (issue 27, item 3).
const PdfViewer = lazyWithRetry(() => import('../../../components/pdf/pdf-viewer'), ViewerUnavailable);

function ViewerUnavailable({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed text={texts.previewUnavailable} onRetry={onRetry} />;
}

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
