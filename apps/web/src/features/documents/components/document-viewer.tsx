import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { documentUrl, downloadDocument, fetchDocumentBytes } from '../api/document-file';
import styles from './documents.module.css';

// pdf.js is big: it loads when the first PDF opens, never with the page.
const PdfViewer = lazy(() => import('./pdf-viewer'));

/** Which documents open in the page: PDFs in the viewer, images as they are; everything else downloads. */
export function viewerKind(document: Pick<DocumentDto, 'mime'>): 'pdf' | 'image' | null {
  if (document.mime === 'application/pdf') return 'pdf';
  if (/^image\/(jpeg|png|gif|bmp)$/.test(document.mime)) return 'image';
  return null;
}

/** A document opened in a full-size dialog, with its download at hand. */
export function DocumentViewer({ document, onClose }: { document: DocumentDto; onClose: () => void }) {
  const kind = viewerKind(document);
  const content = useQuery({
    queryKey: ['document-view', document.owner_type, document.owner_id, document.filename, kind],
    queryFn: async ({ signal }) =>
      kind === 'pdf'
        ? { bytes: await fetchDocumentBytes(document, signal), url: null }
        : { bytes: null, url: await documentUrl(document) },
    enabled: kind !== null,
    gcTime: 0,
    retry: false,
  });

  return (
    <Dialog open title={document.original_filename} onClose={onClose} className={styles.viewerDialog}>
      <div className={styles.viewerActions}>
        <Button variant="secondary" onClick={() => void downloadDocument(document)}>
          {documentTexts.download}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {documentTexts.viewerClose}
        </Button>
      </div>
      <div className={styles.viewerBody}>
        {content.isPending ? (
          <Spinner label={documentTexts.viewerLoading} />
        ) : content.isError || !content.data ? (
          <Notice variant="error">
            <p>{documentTexts.viewerFailed}</p>
          </Notice>
        ) : content.data.bytes ? (
          <Suspense fallback={<Spinner label={documentTexts.viewerLoading} />}>
            <PdfViewer data={content.data.bytes} title={document.original_filename} />
          </Suspense>
        ) : content.data.url ? (
          <img className={styles.viewerImage} src={content.data.url} alt={document.original_filename} />
        ) : null}
      </div>
    </Dialog>
  );
}
