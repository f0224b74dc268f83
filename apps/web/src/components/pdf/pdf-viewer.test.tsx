import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LoadPdf, type PdfDocument, type PdfPage, PdfViewer } from './pdf-viewer';

/** A pdf.js stand-in: pages of A4 shape whose renders finish when the test says so. */
function fakePdf(numPages: number) {
  const renders: { page: number; canvas: HTMLCanvasElement; transform?: number[]; finish(): void }[] = [];
  const cancels: number[] = [];
  const page = (pageNumber: number): PdfPage => ({
    getViewport: ({ scale }) => ({ width: 595 * scale, height: 842 * scale }),
    render: ({ canvas, transform }) => {
      let finish = () => {};
      let fail: (reason: unknown) => void = () => {};
      const promise = new Promise((resolve, reject) => {
        finish = () => resolve(undefined);
        fail = reject;
      });
      if (!canvas) throw new Error('The viewer renders into its own canvas.');
      renders.push({ page: pageNumber, canvas, transform, finish });
      return {
        promise,
        cancel: () => {
          cancels.push(pageNumber);
          fail(Object.assign(new Error('Rendering cancelled'), { name: 'RenderingCancelledException' }));
        },
      };
    },
  });
  const document: PdfDocument = { numPages, getPage: async (pageNumber) => page(pageNumber) };
  const destroy = vi.fn(async () => {});
  const received: Uint8Array[] = [];
  const loadPdf: LoadPdf = (bytes) => {
    received.push(bytes);
    return { promise: Promise.resolve(document), destroy };
  };
  return { loadPdf, destroy, renders, cancels, received };
}

const bytes = () => new TextEncoder().encode('%PDF-1.7 …').buffer as ArrayBuffer;

/** Fake IntersectionObserver: the test decides which elements come near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  elements: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Reports the page with this accessible name as near. */
  static show(label: string) {
    const page = screen.getByRole('img', { name: label });
    for (const observer of FakeIntersectionObserver.instances) {
      const element = observer.elements.find((candidate) => page.contains(candidate));
      if (!element) continue;
      const entry = { isIntersecting: true, target: element } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

let clientWidth: PropertyDescriptor | undefined;
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  // happy-dom lays nothing out: the viewer is 300 px wide.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
});
afterEach(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

describe('PdfViewer', () => {
  it('shows a spinner while the document loads', () => {
    const loadPdf: LoadPdf = () => ({ promise: new Promise(() => {}), destroy: async () => {} });
    render(<PdfViewer data={bytes()} title="Vertrag.pdf" loadPdf={loadPdf} />);
    expect(screen.getByRole('region', { name: 'Vorschau: Vertrag.pdf' })).toBeTruthy();
    expect(screen.getByText('Das Dokument wird geladen…')).toBeTruthy();
  });

  it('hands the loader a copy of the bytes, never the caller’s buffer (pdf.js transfers it)', async () => {
    const pdf = fakePdf(1);
    const data = bytes();
    render(<PdfViewer data={data} title="a.pdf" loadPdf={pdf.loadPdf} />);
    await screen.findByText('1 Seite');
    const [received] = pdf.received;
    expect(received?.buffer).not.toBe(data);
    expect(received && [...received]).toEqual([...new Uint8Array(data)]);
  });

  it('shows the page count and one labelled page per page, with the zoom buttons', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const pdf = fakePdf(3);
    render(<PdfViewer data={bytes()} title="Police.pdf" loadPdf={pdf.loadPdf} />);
    expect(await screen.findByText('3 Seiten')).toBeTruthy();
    const pages = screen.getAllByRole('img');
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual([
      'Seite 1 von 3',
      'Seite 2 von 3',
      'Seite 3 von 3',
    ]);
    for (const name of ['Verkleinern', 'Vergrößern', 'An Breite anpassen']) {
      expect(screen.getByRole('button', { name }).getAttribute('type')).toBe('button');
    }
  });

  it('renders a page only when it comes near the visible area, at the viewer’s width', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('devicePixelRatio', 2);
    const pdf = fakePdf(3);
    render(<PdfViewer data={bytes()} title="Police.pdf" loadPdf={pdf.loadPdf} />);
    await screen.findByText('3 Seiten');
    expect(pdf.renders).toEqual([]);

    act(() => FakeIntersectionObserver.show('Seite 2 von 3'));
    await waitFor(() => expect(pdf.renders.map((entry) => entry.page)).toEqual([2]));
    const [second] = pdf.renders;
    // 300 CSS pixels at a device pixel ratio of 2.
    expect(second?.canvas.width).toBe(600);
    expect(second?.canvas.height).toBe(Math.round(842 * (300 / 595) * 2));
    expect(second?.transform).toEqual([2, 0, 0, 2, 0, 0]);

    const page = screen.getByRole('img', { name: 'Seite 2 von 3' });
    expect(page.querySelector('canvas')).toBeNull();
    await act(async () => second?.finish());
    expect(page.querySelector('canvas')).toBe(second?.canvas);
    expect(page.getAttribute('data-state')).toBe('rendered');
  });

  it('renders every page at once when IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const pdf = fakePdf(4);
    render(<PdfViewer data={bytes()} title="a.pdf" loadPdf={pdf.loadPdf} />);
    await screen.findByText('4 Seiten');
    await waitFor(() => expect(pdf.renders.map((entry) => entry.page).sort()).toEqual([1, 2, 3, 4]));
  });

  it('zooms in steps relative to the width, keeps a button at its limit focusable, and fits the width', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const pdf = fakePdf(1);
    render(<PdfViewer data={bytes()} title="a.pdf" loadPdf={pdf.loadPdf} />);
    await screen.findByText('1 Seite');
    const page = screen.getByRole('img', { name: 'Seite 1 von 1' });
    const zoomIn = screen.getByRole('button', { name: 'Vergrößern' });
    const zoomOut = screen.getByRole('button', { name: 'Verkleinern' });
    expect(screen.getByText('100 %')).toBeTruthy();
    expect(page.style.width).toBe('100%');

    fireEvent.click(zoomIn);
    expect(screen.getByText('125 %')).toBeTruthy();
    expect(page.style.width).toBe('125%');
    // The wider page is rendered again, at 375 CSS pixels.
    await waitFor(() => expect(pdf.renders.at(-1)?.canvas.width).toBe(375));

    fireEvent.click(zoomOut);
    fireEvent.click(zoomOut);
    fireEvent.click(zoomOut);
    expect(screen.getByText('50 %')).toBeTruthy();
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(zoomOut);
    expect(screen.getByText('50 %')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'An Breite anpassen' }));
    expect(screen.getByText('100 %')).toBeTruthy();
    expect(zoomOut.getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the error text with the download hint when the file cannot be opened', async () => {
    const destroy = vi.fn(async () => {});
    const loadPdf: LoadPdf = () => ({
      promise: Promise.reject(
        Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' }),
      ),
      destroy,
    });
    render(<PdfViewer data={bytes()} title="kaputt.pdf" loadPdf={loadPdf} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Das Dokument konnte nicht angezeigt werden.');
    expect(alert.textContent).toContain('herunter');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the same error for a password-protected PDF, without asking for the password', async () => {
    const loadPdf: LoadPdf = () => ({
      promise: Promise.reject(Object.assign(new Error('No password given'), { name: 'PasswordException' })),
      destroy: async () => {},
    });
    render(<PdfViewer data={bytes()} title="geheim.pdf" loadPdf={loadPdf} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Das Dokument konnte nicht angezeigt werden.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('destroys the load and cancels running renders on unmount', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const pdf = fakePdf(2);
    const { unmount } = render(<PdfViewer data={bytes()} title="a.pdf" loadPdf={pdf.loadPdf} />);
    await screen.findByText('2 Seiten');
    await waitFor(() => expect(pdf.renders).toHaveLength(2));
    expect(pdf.destroy).not.toHaveBeenCalled();

    unmount();
    expect(pdf.destroy).toHaveBeenCalledTimes(1);
    expect(pdf.cancels.sort()).toEqual([1, 2]);
  });

  it('destroys the load of a document still loading when unmounted, and of the old one for new bytes', async () => {
    const destroys: number[] = [];
    let count = 0;
    const loadPdf: LoadPdf = () => {
      const id = ++count;
      return { promise: new Promise(() => {}), destroy: async () => void destroys.push(id) };
    };
    const { rerender, unmount } = render(<PdfViewer data={bytes()} title="a.pdf" loadPdf={loadPdf} />);
    rerender(<PdfViewer data={bytes()} title="b.pdf" loadPdf={loadPdf} />);
    expect(destroys).toEqual([1]);
    unmount();
    expect(destroys).toEqual([1, 2]);
  });
});
