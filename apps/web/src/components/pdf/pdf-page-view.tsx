import { pdfViewerTexts } from '@kundenportal/domain/texts/pdf-viewer';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { PdfDocument } from './pdf-loader';
import styles from './pdf-viewer.module.css';

/** Largest canvas in device pixels (4096 × 4096: what iOS Safari allows); more is rendered blurrier. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

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
export function PdfPageView({
  document,
  viewerRef,
  pageNumber,
  pageCount,
  defaultAspect,
  zoom,
  width,
}: PageProps) {
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
