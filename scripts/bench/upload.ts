import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ChildServer, startChild } from './process';

export type UploadFile = { path: string; name: string; size: number; sha256: string };

/** A PDF-signed file of `size` random bytes on disk (the client streams it, never holds it). */
export async function writeUploadFile(dir: string, size: number): Promise<UploadFile> {
  const file = path.join(dir, `upload-${size}.pdf`);
  const hash = createHash('sha256');
  const chunks = function* () {
    const head = Buffer.from('%PDF-1.4\n');
    hash.update(head);
    yield head;
    for (let left = size - head.length; left > 0; left -= 1 << 20) {
      const chunk = randomBytes(Math.min(left, 1 << 20));
      hash.update(chunk);
      yield chunk;
    }
  };
  await pipeline(chunks, createWriteStream(file));
  return { path: file, name: `Bench ${size} Bytes.pdf`, size, sha256: hash.digest('hex') };
}

/**
 * One multipart upload as the web app sends it (by default the document fields `hash`, `directory`,
 * `kategorie`, then `file`), streamed from disk with its Content-Length. Resolves with the status and the seconds until the answer.
 */
export function upload(
  url: string,
  headers: Record<string, string>,
  file: UploadFile,
  fields: Record<string, string> = { hash: file.sha256, directory: '', kategorie: 'eigene' },
  contentType = 'application/pdf',
): Promise<{ status: number; seconds: number; bytes: number; body: string }> {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => field(name, value))
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const bytes = head.length + file.size + tail.length;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(bytes),
      },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          seconds: (performance.now() - started) / 1000,
          bytes,
          body,
        }),
      );
    });
    outgoing.write(head);
    const content = createReadStream(file.path);
    content.on('error', reject);
    content.pipe(outgoing, { end: false });
    content.on('end', () => outgoing.end(tail));
  });
}

/** The reference: a bare node:http server in its own process that copies each request body to a file. */
const BARE_SERVER = `
import { createServer } from 'node:http';
import { createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
const dir = process.env.BENCH_BARE_DIR;
const server = createServer(async (request, response) => {
  try {
    await pipeline(request, createWriteStream(path.join(dir, randomUUID())));
    response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  } catch {
    response.writeHead(500).end();
  }
});
server.listen(0, '127.0.0.1', () => console.log('bare listening ' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export function startBareCopyServer(dir: string): Promise<ChildServer> {
  return startChild(
    ['--input-type=module', '-e', BARE_SERVER],
    { ...process.env, BENCH_BARE_DIR: dir },
    /bare listening (\d+)/,
  );
}
