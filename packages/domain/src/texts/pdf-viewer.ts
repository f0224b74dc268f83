import { commonTexts } from './common';

/**
 * Texts of the in-page PDF viewer (issue 9; apps/web/src/features/documents/components/pdf-viewer.tsx).
 * Ours: the spec names the viewer, not its texts. Test hooks: the page labels ('Seite 2 von 5'), the
 * zoom buttons and the error text.
 */
export const pdfViewerTexts = {
  /** The viewer's region, named after the document. */
  viewerLabel: (title: string) => `Vorschau: ${title}`,
  loading: 'Das Dokument wird geladen…',
  pageCount: (count: number) => (count === 1 ? '1 Seite' : `${count} Seiten`),
  /** One page (a canvas): its accessible name. */
  pageLabel: commonTexts.pageOf,
  zoomGroup: 'Zoom',
  zoomOut: 'Verkleinern',
  zoomIn: 'Vergrößern',
  fitWidth: 'An Breite anpassen',
  /** The zoom level relative to the width of the viewer (100 % = fit width). */
  zoomLevel: (percent: number) => `${percent} %`,
  /** Any failure to open the file, a password-protected PDF included (no password prompt). */
  error: 'Das Dokument konnte nicht angezeigt werden.',
  errorHint: 'Lade es stattdessen herunter, um es anzusehen.',
  pageError: 'Diese Seite konnte nicht angezeigt werden.',
} as const;
