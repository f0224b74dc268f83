import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authHeaders } from './test-app';

/** POSTs `bytes` as the multipart field `file` (named `name`) with the session of `token`. */
export function uploadFileField(
  app: FastifyInstance,
  token: string,
  url: string,
  bytes: Buffer,
  name = 'bild.png',
) {
  const boundary = `----kp${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
