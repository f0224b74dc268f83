import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { documentUrl, downloadDocument, fetchDocumentBytes } from '../api/document-file';
import styles from './documents.module.css';

// pdf.js is big: it loads when the first PDF opens, never with the page.
const PdfViewer = lazy(() => import('../../../components/pdf/pdf-viewer'));

/** Which documents open in the page: PDFs in the viewer, images as they are; everything else downloads. */
export function viewerKind(document: Pick<DocumentDto, 'mime'>): 'pdf' | 'image' | null {
  if (document.mime === 'application/pdf') return 'pdf';
  if (/^image\/(jpeg|png|gif|bmp)$/.test(document.mime)) return 'image';
  return null;
}

type ViewerContent = { bytes: ArrayBuffer | null; url: string | null };

/** A document opened in a full-size dialog, with its download at hand. */
export function DocumentViewer({ document, onClose }: { document: DocumentDto; onClose: () => void }) {
  const kind = viewerKind(document);
  const content = useQuery({
    queryKey: ['document-view', document.owner_type, document.owner_id, document.filename, kind],
    queryFn: async ({ signal }): Promise<ViewerContent> =>
      kind === 'pdf'
        ? { bytes: await fetchDocumentBytes(document, signal), url: null }
        : { bytes: null, url: await documentUrl(document) },
    enabled: kind !== null,
    gcTime: 0,
    retry: false,
  });
  return (
    <ViewerDialog
      title={document.original_filename}
      content={content}
      onDownload={() => void downloadDocument(document)}
      onClose={onClose}
    />
  );
}

type PdfFileViewerProps = {
  /** The dialog's title and the viewer's name. */
  title: string;
  /** Identifies the file in the query cache while the dialog is open. */
  queryKey: QueryKey;
  /** Fetches the PDF (with the session, through the API client: never a token in a URL). */
  load: (signal: AbortSignal) => Promise<Blob>;
  /** Saves the loaded file (the same bytes, no second request). */
  onDownload: (file: Blob) => void;
  onClose: () => void;
};

/**
 * A PDF that is no stored document (another feature's report, e.g. the Vertragsspiegel) in the same
 * dialog and viewer: loaded once when the dialog opens, downloadable once loaded.
 */
export function PdfFileViewer({ title, queryKey, load, onDownload, onClose }: PdfFileViewerProps) {
  const content = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const file = await load(signal);
      return { file, bytes: await file.arrayBuffer(), url: null };
    },
    gcTime: 0,
    retry: false,
  });
  const file = content.data?.file;
  return (
    <ViewerDialog
      title={title}
      content={content}
      onDownload={file ? () => onDownload(file) : undefined}
      onClose={onClose}
    />
  );
}

type ViewerDialogProps = {
  title: string;
  content: UseQueryResult<ViewerContent>;
  /** Undefined while there is nothing to download yet (the button is then disabled). */
  onDownload: (() => void) | undefined;
  onClose: () => void;
};

/** The dialog around a file: download and close, then the PDF viewer (lazily loaded) or the image. */
function ViewerDialog({ title, content, onDownload, onClose }: ViewerDialogProps) {
  return (
    <Dialog open title={title} onClose={onClose} className={styles.viewerDialog}>
      <div className={styles.viewerActions}>
        <Button variant="secondary" disabled={!onDownload} onClick={onDownload}>
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
            <PdfViewer data={content.data.bytes} title={title} />
          </Suspense>
        ) : content.data.url ? (
          <img className={styles.viewerImage} src={content.data.url} alt={title} />
        ) : null}
      </div>
    </Dialog>
  );
}
