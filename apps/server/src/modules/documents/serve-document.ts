import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BlobStore, ByteRange } from '../../lib/blob-store/blob-store';
import type { DocumentRow } from './repository';

/** Types a browser may show in the page (pdf.js fetches PDFs; images go into <img>). Everything else downloads. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/bmp']);

/**
 * One file's bytes: inline or as a download (`disposition=attachment`, and always for HTML and every
 * type a browser would run or guess at), with a safe RFC 6266 name (umlauts kept in filename*), no
 * sniffing, a sandbox CSP so an uploaded HTML file never runs script in the portal's origin, and one
 * byte range (206) for large PDFs.
 */
export async function serveDocument(
  store: BlobStore,
  row: DocumentRow,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { disposition } = request.query as { disposition?: unknown };
  const inline = disposition !== 'attachment' && INLINE_TYPES.has(row.mime);
  const range = parseRange(request.headers.range, row.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${row.size}`).send();
  }
  const body = await store.read(row.blobKey, range ?? undefined);
  if (!body) {
    request.log.error({ document: row.id }, 'document without its file');
    throw new AppError('could_not_find_document');
  }
  reply
    .header('content-type', row.mime)
    .header(
      'content-disposition',
      contentDisposition(row.originalFilename, {
        type: inline ? 'inline' : 'attachment',
        fallback: asciiFallback(row.originalFilename),
      }),
    )
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
    )
    .header('cross-origin-resource-policy', 'same-origin')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(row.size));
  }
  return reply.send(body);
}

/** A single `bytes=` range (the only kind pdf.js and browsers send); several ranges get the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size)
    return 'unsatisfiable';
  return { start, end };
}

/** The name for clients without filename*: accents dropped ('Ü' → 'U'), anything else non-ASCII '_'. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
}
