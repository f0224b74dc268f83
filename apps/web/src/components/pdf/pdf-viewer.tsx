import { pdfViewerTexts } from '@kundenportal/domain/texts/pdf-viewer';
// Only the URL of the worker file (an asset of its own); pdf.js itself is imported on demand below.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Spinner } from '../ui/loader';
import { Notice } from '../ui/notice';
import styles from './pdf-viewer.module.css';

/**
 * What the viewer needs of a pdf.js page (PDFPageProxy), so tests can hand in a fake one. The viewer
 * always passes a canvas (`null` only to match pdf.js's RenderParameters).
 */
export type PdfPage = {
  getViewport(parameters: { scale: number }): { width: number; height: number };
  render(parameters: {
    canvas: HTMLCanvasElement | null;
    viewport: { width: number; height: number };
    transform?: number[];
  }): { promise: Promise<unknown>; cancel(): void };
};

/** What the viewer needs of a pdf.js document (PDFDocumentProxy). */
export type PdfDocument = {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPage>;
};

/** A running load (pdf.js: PDFDocumentLoadingTask); `destroy` ends it and the document it opened. */
export type PdfLoad = { promise: Promise<PdfDocument>; destroy(): Promise<void> };

/** Opens a PDF from its bytes (the viewer hands in its own copy: pdf.js transfers it to its worker). */
export type LoadPdf = (bytes: Uint8Array) => PdfLoad;

/**
 * The real loader: pdf.js (a chunk of its own, fetched the first time a PDF opens) with its worker
 * (an asset of its own). Bytes only, never a URL; no script of the PDF is evaluated (no eval, no
 * scripting, no XFA); no WebAssembly (the CSP does not allow it; pdf.js falls back to its JavaScript
 * decoders). A password-protected PDF rejects with a PasswordException (there is no `onPassword`).
 */
export const loadPdfWithPdfjs: LoadPdf = (bytes) => {
  let destroyed = false;
  let task: { destroy(): Promise<void> } | undefined;
  const promise = import('pdfjs-dist').then((pdfjs) => {
    if (destroyed) throw new Error('The PDF viewer was closed before pdf.js had loaded.');
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    const loadingTask = pdfjs.getDocument({
      data: bytes,
      isEvalSupported: false,
      enableXfa: false,
      useWasm: false,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    });
    task = loadingTask;
    return loadingTask.promise;
  });
  return {
    promise,
    destroy: async () => {
      destroyed = true;
      await task?.destroy();
    },
  };
};

/** Zoom levels relative to the viewer's width (1 = fit width). */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
/** Largest canvas in device pixels (4096 × 4096: what iOS Safari allows); more is rendered blurrier. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

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
 * near the visible part of the page; a toolbar with the page count and zoom. pdf.js is loaded by this
 * module only, on demand. Any failure (a broken or password-protected file) shows one error text; the
 * page around it offers the download.
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

type PageProps = {
  document: PdfDocument;
  /** The viewer: its scrolling ancestor decides when a page is near. */
  viewerRef: RefObject<HTMLElement | null>;
  pageNumber: number;
  pageCount: number;
  /** Height / width of the first page, until this page's own is known. */
  defaultAspect: number;
  zoom: number;
  /** The page's width in CSS pixels (0: not measured yet). */
  width: number;
};

/**
 * One page: a box of the page's shape (CSS only: the viewer's width × zoom, so it never overflows at fit
 * width), and a canvas rendered into it once the box comes near the visible area. A new width renders a
 * new canvas that replaces the old one when done (no blank flash); an unfinished render is cancelled.
 */
function PdfPageView({ document, viewerRef, pageNumber, pageCount, defaultAspect, zoom, width }: PageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef, viewerRef);
  const [aspect, setAspect] = useState(defaultAspect);
  const [phase, setPhase] = useState<'waiting' | 'rendered' | 'error'>('waiting');

  useEffect(() => {
    const box = boxRef.current;
    if (!near || width <= 0 || !box) return;
    let cancelled = false;
    let renderTask: { cancel(): void } | undefined;
    document
      .getPage(pageNumber)
      .then(async (page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        setAspect(natural.height / natural.width);
        const viewport = page.getViewport({ scale: width / natural.width });
        const dpr = window.devicePixelRatio || 1;
        const ratio = Math.min(dpr, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)));
        const canvas = box.ownerDocument.createElement('canvas');
        canvas.width = Math.round(viewport.width * ratio);
        canvas.height = Math.round(viewport.height * ratio);
        canvas.className = styles.canvas ?? '';
        const task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        renderTask = task;
        await task.promise;
        if (cancelled) return;
        for (const old of box.querySelectorAll('canvas')) releaseCanvas(old);
        box.replaceChildren(canvas);
        setPhase('rendered');
      })
      .catch(() => {
        // A cancelled render rejects (RenderingCancelledException); only a real failure shows.
        if (!cancelled) setPhase('error');
      });
    return () => {
      cancelled = true;
      renderTask?.cancel();
    };
  }, [document, pageNumber, near, width]);

  // Free the canvas's memory when the viewer goes.
  useEffect(() => {
    const box = boxRef.current;
    return () => {
      for (const canvas of box?.querySelectorAll('canvas') ?? []) releaseCanvas(canvas);
    };
  }, []);

  return (
    <div
      className={styles.page}
      data-state={phase}
      role="img"
      aria-label={
        phase === 'error'
          ? `${pdfViewerTexts.pageLabel(pageNumber, pageCount)}: ${pdfViewerTexts.pageError}`
          : pdfViewerTexts.pageLabel(pageNumber, pageCount)
      }
      style={{ width: `${zoom * 100}%`, aspectRatio: `1 / ${aspect}` }}
    >
      <div ref={boxRef} className={styles.canvasBox} />
      {phase === 'error' && (
        <p className={styles.pageError} aria-hidden="true">
          {pdfViewerTexts.pageError}
        </p>
      )}
    </div>
  );
}

/** Frees a canvas's pixels at once (browsers, Safari above all, keep a dropped canvas's memory a while). */
function releaseCanvas(canvas: HTMLCanvasElement) {
  canvas.width = 0;
  canvas.height = 0;
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

/**
 * Whether the element has come near the visible area (within a screen height of it) of the viewer's
 * scrolling ancestor or the window; stays true once it has. Without IntersectionObserver: at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, viewerRef: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { root: scrollParent(viewerRef.current), rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, viewerRef, near]);
  return near;
}

/**
 * The nearest ancestor of the viewer that scrolls vertically (a dialog's body, say); null for the window.
 * Above the viewer: its pages box scrolls sideways when zoomed in, and so counts as a scroller too.
 */
function scrollParent(viewer: HTMLElement | null): Element | null {
  for (let parent = viewer?.parentElement; parent; parent = parent.parentElement) {
    if (parent === parent.ownerDocument.body || parent === parent.ownerDocument.documentElement) break;
    const scrolls = /(auto|scroll|overlay)/.test(getComputedStyle(parent).overflowY);
    if (scrolls && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}
