/**
 * A small text-only PDF (1.4, A4, the standard fonts Helvetica and Helvetica-Bold in WinAnsiEncoding, so
 * German umlauts, 'ß', '§' and '€' need no embedded font): headings, paragraphs wrapped to the page width,
 * new pages as needed. Enough for the demo's adviser documents; no dependency in the server bundle.
 */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'space' };

const PAGE = { width: 595.28, height: 841.89, margin: 64 };
const STYLE = {
  title: { font: 'F2', size: 16, leading: 24, widthFactor: 1.1 },
  heading: { font: 'F2', size: 11, leading: 22, widthFactor: 1.1 },
  paragraph: { font: 'F1', size: 10, leading: 14, widthFactor: 1 },
} as const;

// Helvetica's advance widths (AFM, 1/1000 em) for ' ' (32) to '~' (126).
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** WinAnsi codes of the characters above Latin-1's control range that German text uses. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function winAnsiCode(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  const mapped = WIN_ANSI[char];
  if (mapped === undefined) throw new Error(`character not in WinAnsiEncoding: U+${code.toString(16)}`);
  return mapped;
}

/** Width in points; characters past ASCII count as a digit (umlauts and the like are 556 or close). */
function textWidth(text: string, size: number, factor: number): number {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += code >= 32 && code <= 126 ? (ASCII_WIDTHS[code - 32] ?? 556) : 667;
  }
  return (units * size * factor) / 1000;
}

function wrap(text: string, maxWidth: number, size: number, factor: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Only ordinary spaces break a line: a no-break space keeps '15 Mio. €' together.
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, factor) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal in WinAnsi bytes: '\', '(' and ')' escaped, the rest as octal where not ASCII. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = winAnsiCode(char);
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

/** A text string of the document information (UTF-16BE with its byte order mark, any character). */
function infoString(text: string): string {
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

/** The page content streams: one text object per line, placed absolutely. */
function layout(blocks: PdfBlock[]): string[] {
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    if (block.kind === 'space') {
      y -= 8;
      continue;
    }
    const style = STYLE[block.kind];
    for (const line of wrap(block.text, maxWidth, style.size, style.widthFactor)) {
      if (y - style.leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      pages
        .at(-1)
        ?.push(
          `BT /${style.font} ${style.size} Tf 1 0 0 1 ${PAGE.margin} ${y.toFixed(2)} Tm ${pdfString(line)} Tj ET`,
        );
    }
  }
  return pages.map((lines) => lines.join('\n'));
}

export function textPdf(document: { title: string; author: string; blocks: PdfBlock[] }): Buffer {
  const contents = layout(document.blocks);
  // Objects: 1 catalog, 2 pages, 3 and 4 the fonts, 5 info, then a page and its content per page.
  const pageIds = contents.map((_, index) => 6 + 2 * index);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.from(
      `<< /Title ${infoString(document.title)} /Author ${infoString(document.author)} /Producer (Kundenportal) >>`,
    ),
  ];
  for (const [index, content] of contents.entries()) {
    const contentId = 6 + 2 * index + 1;
    const stream = Buffer.from(content, 'latin1');
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
  }

  // A binary comment after the header marks the file as binary for transfer tools.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    offset += object.length;
    parts.push(object);
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
