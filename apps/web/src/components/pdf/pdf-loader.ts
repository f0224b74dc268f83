// Only the URL of the worker file (an asset of its own); pdf.js itself is imported on demand below.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

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
