import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../../src/lib/app-error';
import { readImportUpload } from '../../../../src/modules/workspace/portfolio-import/read-import-upload';

/** The upload's reading on its own, with a limit of 1 KB instead of the route's 100 MB. */
async function upload(bytes: Buffer) {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: 1024, files: 1, fields: 4, parts: 5 } });
  let failure: unknown = null;
  app.post('/upload', async (request) => {
    try {
      return {
        bytes: await readImportUpload(request, async (chunks) => {
          let size = 0;
          for await (const chunk of chunks) size += chunk.length;
          return size;
        }),
      };
    } catch (error) {
      failure = error;
      return { bytes: null };
    }
  });
  const boundary = `----kp${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  await app.close();
  return { answer: response.json<{ bytes: number | null }>(), failure };
}

describe('reading the portfolio upload', () => {
  it('streams a file within the limit to the reader', async () => {
    expect((await upload(Buffer.alloc(1000, 65))).answer).toEqual({ bytes: 1000 });
  });

  it('refuses a file over the limit at its field, not with a server error', async () => {
    const { failure } = await upload(Buffer.alloc(5000, 65));
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).entries).toEqual(['file=>Die Datei ist größer als 100 MB.']);
  });
});
