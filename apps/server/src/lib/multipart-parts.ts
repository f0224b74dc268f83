import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * A body the multipart parser cannot read (cut off, broken boundaries or part headers): the client's
 * fault, a 400 like malformed JSON (plugins/errors.ts). The parser's own errors carry no status.
 */
export class MalformedMultipartError extends Error {
  readonly statusCode = 400;
  constructor(message = 'malformed multipart body', cause?: unknown) {
    super(message, { cause });
  }
}

/** Whether an error already says what went wrong (a limit's 413, a route's own error). */
export function hasStatus(error: unknown): boolean {
  return (
    typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number' ||
    (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/**
 * How long the parser may keep the request paused while the route waits for its next part. Busboy can
 * stall for good on some malformed bodies (a part skipped for a line break in its file name, followed by
 * more than a few KB): it pauses the request and never reads on, and the request would wait forever. While
 * the route waits for the next part, the parser pauses the request only for moments (backpressure); a
 * slow client leaves it flowing, waiting for bytes.
 */
export const PARSER_STALL_MS = 2000;
const STALL_CHECK_MS = 250;

/** The request's parts; a parser failure becomes a MalformedMultipartError, a limit keeps its 413. */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  const raw = request.raw;
  for (;;) {
    let next: IteratorResult<Multipart>;
    let watch: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      let heldSince: number | null = null;
      watch = setInterval(() => {
        // Paused by the parser (backpressure) and not resumed: it is not reading any more.
        const held = raw.readableFlowing === false && !raw.readableEnded;
        heldSince = held ? (heldSince ?? Date.now()) : null;
        if (heldSince !== null && Date.now() - heldSince >= PARSER_STALL_MS)
          reject(new MalformedMultipartError('parser stalled'));
      }, STALL_CHECK_MS);
    });
    try {
      next = await Promise.race([parts.next(), stalled]);
    } catch (error) {
      throw hasStatus(error) ? error : new MalformedMultipartError(undefined, error);
    } finally {
      clearInterval(watch);
    }
    if (next.done) return;
    yield next.value;
  }
}
