import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authHeaders, createTestCustomer, loginAs } from './test-app';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Bytes that are what their extension says (signatures file-type knows), and text. */
export const samples = {
  pdf: () =>
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.alloc(200, 1),
    ]),
  gif: () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 0)]),
  jpg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 0)]),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  text: (text = 'Hallo Welt – Grüße aus München\r\n') => Buffer.from(text, 'utf8'),
};

export type UploadOptions = {
  name: string;
  content: Buffer;
  hash?: string | null;
  directory?: string;
  kategorie?: string;
  extra?: Record<string, string>;
  /** Fields after the file instead of before it. */
  fieldsLast?: boolean;
};

/** A multipart body as a browser sends it. */
export function multipartBody(options: UploadOptions): { body: Buffer; contentType: string } {
  const boundary = `----kp${randomUUID().replaceAll('-', '')}`;
  const fields: Record<string, string> = {
    ...(options.hash === null ? {} : { hash: options.hash ?? sha256(options.content) }),
    ...(options.directory === undefined ? {} : { directory: options.directory }),
    ...(options.kategorie === undefined ? {} : { kategorie: options.kategorie }),
    ...options.extra,
  };
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const filePart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name}"; filename*=UTF-8''${encodeURIComponent(options.name)}\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    options.content,
    Buffer.from('\r\n'),
  ]);
  const parts = options.fieldsLast ? [filePart, ...fieldParts] : [...fieldParts, filePart];
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A customer with the documents rights (or the given config), logged in, and its documents API. */
export async function createDocumentCustomer(
  app: FastifyInstance,
  options: { config?: Record<string, unknown>; accountTyp?: string } = {},
) {
  const customer = await createTestCustomer({
    accountTyp: options.accountTyp ?? 'makler',
    config: { dokumente_list: true, dokumente_eigene: true, ...options.config },
    persons: [
      { firstname: 'Hanna', lastname: 'Haupt' },
      { firstname: 'Jonas', lastname: 'Haupt' },
    ],
  });
  const token = await loginAs(app, customer.email, customer.password);
  const mainId = customer.persons[0]?.id ?? 0;
  return { ...customer, token, mainId, api: documentsApi(app, token) };
}

export function documentsApi(app: FastifyInstance, token: string) {
  const headers = authHeaders(token);
  return {
    upload: (ownerId: number, options: UploadOptions, type = 'person') => {
      const { body, contentType } = multipartBody(options);
      return app.inject({
        method: 'POST',
        url: `/api/v2/document/${type}/${ownerId}`,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
    },
    list: () => app.inject({ method: 'GET', url: '/api/documents', headers }),
    ofPerson: (id: number | string) =>
      app.inject({ method: 'GET', url: `/api/persons/${id}/documents`, headers }),
    approvals: () => app.inject({ method: 'GET', url: '/api/users/freigaben', headers }),
    categories: () => app.inject({ method: 'GET', url: '/api/documents/categories', headers }),
    ticket: (id: number, filename: string, type = 'person') =>
      app.inject({
        method: 'GET',
        url: `/api/documents/ticket?type=${type}&id=${id}&filename=${encodeURIComponent(filename)}`,
        headers,
      }),
    /** GET of a file URL as a browser does it: no session header, no client headers. */
    fetchFile: (url: string, extraHeaders: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: extraHeaders }),
    update: (id: number, filename: string, body: unknown, type = 'person') =>
      app.inject({
        method: 'PUT',
        url: `/api/v2/document/${type}/${id}/${encodeURIComponent(filename)}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
    remove: (id: number, filename: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/persons/${id}/documents/${encodeURIComponent(filename)}`,
        headers,
      }),
  };
}

/**
 * A signed token or ticket with one signature character changed in the middle. (Its last two replaced by
 * "xx" could decode to the same bytes: base64url's last character carries 4 bits, so about 1 in 1,024
 * stayed valid.)
 */
export function tampered(token: string): string {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
