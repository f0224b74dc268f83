import fc from 'fast-check';
import { samples, sha256 } from '../../helpers/documents';

/**
 * Generated multipart requests to the upload route (upload-fuzz.test.ts): mostly well-formed uploads with
 * a few things wrong, so that some succeed and the rest hit every refusal, plus broken bodies and headers.
 */
const contentOf: Record<string, () => Buffer> = {
  pdf: samples.pdf,
  png: samples.png,
  gif: samples.gif,
  jpg: samples.jpg,
  jpeg: samples.jpg,
  html: samples.html,
  txt: () => samples.text(),
  csv: () => samples.text('Name;Betrag\nMax;12,50\n'),
};
const extensions = Object.keys(contentOf);

const unicode = (maxLength: number) => fc.string({ unit: 'grapheme', maxLength });
const junk = (maxLength: number) => fc.string({ unit: 'binary', maxLength });
const weighted = <T>(...entries: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...entries.map(([weight, arbitrary]) => ({ weight, arbitrary })));

const validName = fc
  .tuple(
    fc.constantFrom('Police', 'Scan 2026', 'Übersicht März', 'a', 'Straße (Kopie)'),
    fc.constantFrom(...extensions),
  )
  .map(([base, extension]) => `${base}.${extension}`);

const filename = weighted<string | null>(
  [12, validName],
  [1, fc.tuple(unicode(40), fc.constantFrom('', '.pdf', '.txt', '.exe')).map(([name, ext]) => name + ext)],
  [1, validName.map((name) => `../../etc/${name}`)],
  [1, validName.map((name) => `C:\\Users\\kunde\\${name}`)],
  [1, fc.constantFrom('Rechnung', '.bashrc', 'punkt.', '', ' ', '"', 'a"b.pdf', 'a\r\nX: y.pdf')],
  [1, fc.integer({ min: 250, max: 20_000 }).map((n) => `${'ä'.repeat(n)}.pdf`)],
  [1, junk(60)],
  [1, fc.constant(null)],
);

type Content = { kind: 'match' | 'other' | 'empty'; padding: number } | { kind: 'random'; bytes: Uint8Array };
const content = weighted<Content>(
  [
    10,
    fc.record({ kind: fc.constant('match' as const), padding: fc.constantFrom(0, 0, 10, 70_000, 1_500_000) }),
  ],
  [1, fc.record({ kind: fc.constant('other' as const), padding: fc.constant(0) })],
  [1, fc.record({ kind: fc.constant('empty' as const), padding: fc.constant(0) })],
  [1, fc.record({ kind: fc.constant('random' as const), bytes: fc.uint8Array({ maxLength: 5000 }) })],
);

export type Part =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'hash'; how: 'right' | 'upper' | 'other' | 'junk'; junk: string }
  | {
      kind: 'file';
      field: string;
      filename: string | null;
      star: boolean;
      type: string | null;
      content: Content;
    };

const filePart = fc.record({
  kind: fc.constant('file' as const),
  field: weighted(
    [12, fc.constant('file')],
    [1, fc.constantFrom('File', 'datei', 'file[]', '')],
    [1, unicode(10)],
  ),
  filename,
  star: fc.boolean(),
  type: weighted<string | null>(
    [4, fc.constant('application/octet-stream')],
    [1, fc.constant(null)],
    [1, fc.constantFrom('application/pdf', 'text/html', 'image/png')],
    [1, junk(30)],
  ),
  content,
});
const hashPart = fc.record({
  kind: fc.constant('hash' as const),
  how: weighted(
    [12, fc.constant('right' as const)],
    [1, fc.constantFrom('upper' as const, 'other' as const, 'junk' as const)],
  ),
  junk: junk(100),
});
const field = (name: string, value: fc.Arbitrary<string>) =>
  fc.record({ kind: fc.constant('field' as const), name: fc.constant(name), value });
const directory = field(
  'directory',
  weighted(
    [
      10,
      fc.constantFrom('', 'Versicherungen/Kfz', 'Persönliches/Urkunden', 'Versicherungen/Hausrat & Gebäude'),
    ],
    [1, fc.constantFrom('Geheim/../../etc', '/', 'Versicherungen', 'Versicherungen/', 'versicherungen/kfz')],
    [1, unicode(30)],
    [1, fc.integer({ min: 1000, max: 5000 }).map((n) => 'x'.repeat(n))],
  ),
);
const kategorie = field(
  'kategorie',
  weighted([10, fc.constantFrom('eigene', '')], [1, fc.constantFrom('berater', 'EIGENE')], [1, junk(20)]),
);
const extra = fc.record({ kind: fc.constant('field' as const), name: unicode(15), value: junk(50) });
const maybe = <T>(arbitrary: fc.Arbitrary<T>, weightOfNone: number, weightOfSome: number) =>
  weighted<T | null>([weightOfNone, fc.constant(null)], [weightOfSome, arbitrary]);

/** The parts in some order: each usually there once, sometimes missing, twice, or with strangers. */
const parts: fc.Arbitrary<Part[]> = fc
  .tuple(
    maybe(hashPart, 1, 12),
    maybe(directory, 3, 6),
    maybe(kategorie, 3, 6),
    maybe(filePart, 1, 14),
    weighted<Part[]>(
      [14, fc.constant([])],
      [1, fc.array(fc.oneof(extra, filePart, hashPart, directory), { maxLength: 14 })],
    ),
  )
  .chain(([hash, dir, kat, file, more]) => {
    const all = [hash, dir, kat, file, ...more].filter((part): part is Part => part !== null);
    return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
  });

export type Body = {
  boundary: string;
  contentType:
    | 'right'
    | 'quoted'
    | 'none'
    | 'json'
    | 'text'
    | 'mixed'
    | 'noBoundary'
    | 'otherBoundary'
    | 'junk'
    | 'huge';
  cut: number | null;
  lfOnly: boolean;
  unclosed: boolean;
  preamble: string | null;
  hugeHeader: number | null;
};

const body: fc.Arbitrary<Body> = fc.record({
  boundary: weighted(
    [6, fc.uuid().map((id) => `----kpfuzz${id}`)],
    [1, fc.stringMatching(/^[0-9A-Za-z'()+_,./:=?-]{1,70}$/)],
    [1, fc.constantFrom('-', 'a', '%PDF', `${'b'.repeat(200)}`)],
  ),
  contentType: weighted(
    [24, fc.constant('right' as const)],
    [
      1,
      fc.constantFrom(
        'quoted',
        'none',
        'json',
        'text',
        'mixed',
        'noBoundary',
        'otherBoundary',
        'junk',
        'huge',
      ) as fc.Arbitrary<Body['contentType']>,
    ],
  ),
  cut: maybe(fc.double({ min: 0, max: 1, noNaN: true }), 14, 1),
  lfOnly: weighted([24, fc.constant(false)], [1, fc.constant(true)]),
  unclosed: weighted([24, fc.constant(false)], [1, fc.constant(true)]),
  preamble: maybe(junk(40), 24, 1),
  hugeHeader: maybe(fc.integer({ min: 8_000, max: 200_000 }), 24, 1),
});

export const uploadRequest = fc.record({ parts, body });
export type UploadRequest = { parts: Part[]; body: Body };

function fileBytes(part: Extract<Part, { kind: 'file' }>): Buffer {
  const c = part.content;
  if (c.kind === 'random') return Buffer.from(c.bytes);
  if (c.kind === 'empty') return Buffer.alloc(0);
  const extension = (part.filename ?? '').split('.').pop()?.toLowerCase() ?? '';
  // Own keys only: a file named '__proto__' (or 'constructor') must not find Object's members.
  const own = Object.hasOwn(contentOf, extension) ? contentOf[extension] : undefined;
  const made = c.kind === 'match' && own ? own() : samples.pdf();
  const bytes = c.kind === 'other' && extension === 'pdf' ? samples.png() : made;
  // Padding keeps a text a text and a binary format's signature in front.
  return c.padding > 0 ? Buffer.concat([bytes, Buffer.alloc(c.padding, 0x20)]) : bytes;
}

/** The request's headers (without the session) and body. */
export function buildUpload(request: UploadRequest): { headers: Record<string, string>; payload: Buffer } {
  const { boundary } = request.body;
  const eol = request.body.lfOnly ? '\n' : '\r\n';
  const firstFile = request.parts.find((part) => part.kind === 'file');
  const fileHash = sha256(firstFile?.kind === 'file' ? fileBytes(firstFile) : Buffer.alloc(0));
  const chunks: Buffer[] = [];
  if (request.body.preamble !== null) chunks.push(Buffer.from(`${request.body.preamble}${eol}`));
  for (const part of request.parts) {
    let head: string;
    let data: Buffer;
    if (part.kind === 'file') {
      const name = part.filename === null ? '' : `; filename="${part.filename}"`;
      const star =
        part.star && part.filename !== null ? `; filename*=UTF-8''${encodeURIComponent(part.filename)}` : '';
      head = `Content-Disposition: form-data; name="${part.field}"${name}${star}`;
      if (part.type !== null) head += `${eol}Content-Type: ${part.type}`;
      data = fileBytes(part);
    } else {
      const value =
        part.kind === 'field'
          ? part.value
          : part.how === 'right'
            ? fileHash
            : part.how === 'upper'
              ? fileHash.toUpperCase()
              : part.how === 'other'
                ? sha256(Buffer.from('anders'))
                : part.junk;
      head = `Content-Disposition: form-data; name="${part.kind === 'hash' ? 'hash' : part.name}"`;
      data = Buffer.from(value);
    }
    chunks.push(Buffer.from(`--${boundary}${eol}${head}${eol}${eol}`), data, Buffer.from(eol));
  }
  if (!request.body.unclosed) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  let payload = Buffer.concat(chunks);
  if (request.body.cut !== null) payload = payload.subarray(0, Math.floor(payload.length * request.body.cut));

  const contentTypes: Record<Body['contentType'], string | null> = {
    right: `multipart/form-data; boundary=${boundary}`,
    quoted: `multipart/form-data; boundary="${boundary}"`,
    none: null,
    json: 'application/json',
    text: 'text/plain; charset=utf-8',
    mixed: `multipart/mixed; boundary=${boundary}`,
    noBoundary: 'multipart/form-data',
    otherBoundary: `multipart/form-data; boundary=${boundary}x`,
    junk: `multipart/form-data; boundary=${boundary}; ${'\u00e4'.repeat(20)}=;;"`,
    huge: `multipart/form-data; boundary=${boundary}; x=${'y'.repeat(100_000)}`,
  };
  const contentType = contentTypes[request.body.contentType];
  const headers: Record<string, string> = contentType === null ? {} : { 'content-type': contentType };
  if (request.body.hugeHeader !== null) headers['x-fuzz'] = 'z'.repeat(request.body.hugeHeader);
  return { headers, payload };
}
