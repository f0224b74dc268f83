import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfLine = { text: string; left: number; right: number; fontSize: number };
export type ReadPdf = { title: string; pages: { width: number; lines: PdfLine[] }[]; text: string };

/**
 * Opens a PDF with pdf.js (the web app's viewer) and returns its title and text lines with their extent.
 * `exactCharacters` switches off pdf.js's folding of ligatures and presentation forms ('ﬠ' would read 'ע').
 */
export async function readPdf(bytes: Buffer, { exactCharacters = false } = {}): Promise<ReadPdf> {
  // verbosity 0: pdf.js would warn that it has no standard font data, which only glyph drawing needs.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const info = (await pdf.getMetadata()).info as { Title?: string };
    const pages: ReadPdf['pages'] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent({ disableNormalization: exactCharacters });
      const lines = content.items.flatMap((item) =>
        'str' in item && item.str !== ''
          ? [
              {
                text: item.str,
                left: item.transform[4] as number,
                right: (item.transform[4] as number) + item.width,
                fontSize: item.height,
              },
            ]
          : [],
      );
      pages.push({ width: page.view[2] ?? 0, lines });
    }
    const text = pages.flatMap((page) => page.lines.map((line) => line.text)).join('\n');
    return { title: info.Title ?? '', pages, text };
  } finally {
    await pdf.destroy();
  }
}

/**
 * The cross-reference table checked by hand: pdf.js silently rebuilds a broken one, other readers do not.
 * Every entry must point at its `N 0 obj`, and startxref at the table.
 */
export function xrefProblems(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const problems: string[] = [];
  const start = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1] ?? Number.NaN);
  if (!text.startsWith('xref\n', start)) return [`startxref ${start} does not point at the table`];
  const [, firstLine, countLine] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(start)) ?? [];
  const count = Number(countLine);
  if (firstLine !== '0' || !count) return ['malformed xref header'];
  const entriesAt = start + `xref\n0 ${count}\n`.length;
  for (let id = 1; id < count; id += 1) {
    const entry = text.slice(entriesAt + 20 * id, entriesAt + 20 * (id + 1));
    const offset = Number(entry.slice(0, 10));
    if (!/^\d{10} 00000 n \n$/.test(entry)) problems.push(`entry ${id} malformed: ${JSON.stringify(entry)}`);
    else if (!text.startsWith(`${id} 0 obj\n`, offset)) problems.push(`entry ${id} points at ${offset}`);
  }
  const size = Number(/\/Size (\d+)/.exec(text.slice(start))?.[1]);
  if (size !== count) problems.push(`trailer /Size ${size}, table ${count}`);
  return problems;
}
