import { pdfViewerTexts } from '@kundenportal/domain/texts/pdf-viewer';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Spinner } from '../ui/loader';
import { Notice } from '../ui/notice';
import { type LoadPdf, loadPdfWithPdfjs, type PdfDocument } from './pdf-loader';
import { PdfPageView } from './pdf-page-view';
import styles from './pdf-viewer.module.css';

export type { LoadPdf, PdfDocument, PdfLoad, PdfPage } from './pdf-loader';
export { loadPdfWithPdfjs } from './pdf-loader';

/** Zoom levels relative to the viewer's width (1 = fit width). */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

type ViewerState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; document: PdfDocument; aspect: number };

type PdfViewerProps = {
  /** The PDF's bytes (not detached: the viewer works on a copy). */
  data: ArrayBuffer;
  /** The document's name, for the viewer's accessible name. */
  title: string;
  /** Seam for tests; the default is pdf.js. */
  loadPdf?: LoadPdf;
};

/**
 * The in-page PDF viewer (issue 9): every page as a canvas at the viewer's width, rendered when it comes
 * near the visible part of the page (pdf-page-view.tsx); a toolbar with the page count and zoom. pdf.js is
 * loaded by pdf-loader.ts only, on demand. Any failure (a broken or password-protected file) shows one
 * error text; the page around it offers the download.
 */
export function PdfViewer({ data, title, loadPdf = loadPdfWithPdfjs }: PdfViewerProps) {
  const [state, setState] = useState<ViewerState>({ status: 'loading' });
  const [zoom, setZoom] = useState(1);
  const viewerRef = useRef<HTMLElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(pagesRef, state.status === 'ready');

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    // A copy: pdf.js transfers the bytes to its worker, which would empty the caller's buffer.
    const load = loadPdf(new Uint8Array(data.slice(0)));
    load.promise
      .then(async (document) => {
        if (document.numPages < 1) throw new Error('The PDF has no pages.');
        const first = (await document.getPage(1)).getViewport({ scale: 1 });
        if (active) setState({ status: 'ready', document, aspect: first.height / first.width });
      })
      .catch(() => {
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
      load.destroy().catch(() => {});
    };
  }, [data, loadPdf]);

  const step = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  const canZoomOut = step > 0;
  const canZoomIn = step < ZOOM_STEPS.length - 1;
  const zoomBy = (direction: 1 | -1) => {
    const next = ZOOM_STEPS[step + direction];
    if (next !== undefined) setZoom(next);
  };

  return (
    <section ref={viewerRef} className={styles.viewer} aria-label={pdfViewerTexts.viewerLabel(title)}>
      {state.status === 'loading' && (
        <div className={styles.status}>
          <Spinner label={pdfViewerTexts.loading} />
        </div>
      )}
      {state.status === 'error' && (
        <Notice variant="error">
          <p>{pdfViewerTexts.error}</p>
          <p className={styles.hint}>{pdfViewerTexts.errorHint}</p>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count}>{pdfViewerTexts.pageCount(state.document.numPages)}</p>
            {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
            <div className={styles.zoom} role="group" aria-label={pdfViewerTexts.zoomGroup}>
              <ToolbarButton label={pdfViewerTexts.zoomOut} enabled={canZoomOut} onClick={() => zoomBy(-1)}>
                <path d="M5 11h14v2H5z" />
              </ToolbarButton>
              <output className={styles.level} aria-live="polite">
                {pdfViewerTexts.zoomLevel(Math.round(zoom * 100))}
              </output>
              <ToolbarButton label={pdfViewerTexts.zoomIn} enabled={canZoomIn} onClick={() => zoomBy(1)}>
                <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
              </ToolbarButton>
              <ToolbarButton label={pdfViewerTexts.fitWidth} enabled onClick={() => setZoom(1)}>
                <path d="M3 4h2v16H3zm16 0h2v16h-2zM7 11h10l-3-3 1.4-1.4L20.8 12l-5.4 5.4L14 16l3-3H7l3 3-1.4 1.4L3.2 12l5.4-5.4L10 8z" />
              </ToolbarButton>
            </div>
          </div>
          <div ref={pagesRef} className={styles.pages}>
            {Array.from({ length: state.document.numPages }, (_, index) => (
              <PdfPageView
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are numbered, the number is the identity
                key={index}
                document={state.document}
                viewerRef={viewerRef}
                pageNumber={index + 1}
                pageCount={state.document.numPages}
                defaultAspect={state.aspect}
                zoom={zoom}
                width={Math.floor(width * zoom)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

export default PdfViewer;

/**
 * A toolbar button with an icon and an accessible name. At a zoom limit it stays focusable
 * (aria-disabled, clicks ignored), so the keyboard focus is not lost when it stops working.
 */
function ToolbarButton(props: { label: string; enabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={props.label}
      title={props.label}
      aria-disabled={props.enabled ? undefined : true}
      onClick={props.enabled ? props.onClick : undefined}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        {props.children}
      </svg>
    </button>
  );
}

/** The element's width in CSS pixels, kept up to date (0 until it is laid out). */
function useElementWidth(ref: RefObject<HTMLElement | null>, mounted: boolean) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!mounted || !element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, mounted]);
  return width;
}
