import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { describe, expect, it, vi } from 'vitest';
import { createDocumentCustomer, multipartBody, samples, sha256, tampered } from '../../helpers/documents';
import { S3RVER_BUCKET, useS3rver } from '../../helpers/s3rver';
import { authHeaders, type TestApp, useTestApp } from '../../helpers/test-app';

const s3 = useS3rver();

/** The storage behind the app: what it holds (files and temporary objects), by name. */
type Backend = { name: string; env: () => Record<string, string>; stored: (t: TestApp) => Promise<string[]> };
const backends: Backend[] = [
  { name: 'disk', env: () => ({}), stored: (t) => readdir(path.join(t.dataDir, 'files')) },
  {
    name: 'S3 (s3rver)',
    env: () => s3.env(),
    stored: (t) =>
      s3.objectsUnder(
        S3RVER_BUCKET,
        t.config.blobStorage.kind === 's3' ? (t.config.blobStorage.prefix ?? '') : '',
      ),
  },
];

const documentOf = (response: { json(): unknown }) => (response.json() as { document: DocumentDto }).document;

async function fileUrl(customer: Awaited<ReturnType<typeof createDocumentCustomer>>, document: DocumentDto) {
  const ticket = await customer.api.ticket(document.owner_id, document.filename);
  expect(ticket.statusCode).toBe(200);
  return ticket.json<{ token: string; url: string }>();
}

describe.each(backends)('documents with the $name store', (backend) => {
  const t = useTestApp(backend.env);
  const storedObjects = async () => (await backend.stored(t)).sort();

  describe('uploading a document', () => {
    it('stores a PDF under a server name and answers with the spec’s Document fields', async () => {
      const c = await createDocumentCustomer(t.app);
      const content = samples.pdf();
      const response = await c.api.upload(c.mainId, {
        name: 'Kfz-Police 2026.pdf',
        content,
        directory: 'Versicherungen/Kfz',
      });
      expect(response.statusCode).toBe(201);
      const document = documentOf(response);
      expect(document).toMatchObject({
        original_filename: 'Kfz-Police 2026.pdf',
        kategorie: 'eigene',
        directory: 'Versicherungen/Kfz',
        size: content.length,
        mime: 'application/pdf',
        owner_type: 'person',
        owner_id: c.mainId,
        read_only: false,
        mvp: 0,
        kat: null,
      });
      expect(document.filename).toMatch(/^dok-[0-9a-f]{32}\.pdf$/);
      expect(document.link).toBe(`/api/persons/${c.mainId}/documents/${document.filename}`);
      expect(await storedObjects()).toContain(document.filename.replace('.pdf', ''));

      const list = (await c.api.list()).json<{ documents: DocumentDto[] }>().documents;
      expect(list.map((d) => d.filename)).toEqual([document.filename]);
      const ofPerson = (await c.api.ofPerson(c.mainId)).json<{ documents: DocumentDto[] }>().documents;
      expect(ofPerson.map((d) => d.filename)).toEqual([document.filename]);
      expect((await c.api.ofPerson(c.persons[1]?.id ?? 0)).json()).toEqual({ documents: [] });
    });

    it('takes the fields before or after the file', async () => {
      const c = await createDocumentCustomer(t.app);
      const response = await c.api.upload(c.mainId, {
        name: 'Notiz.txt',
        content: samples.text(),
        directory: 'Persönliches/Urkunden',
        fieldsLast: true,
      });
      expect(response.statusCode).toBe(201);
      expect(documentOf(response)).toMatchObject({ directory: 'Persönliches/Urkunden', mime: 'text/plain' });
    });

    it.each([
      ['Foto.png', samples.png(), 'image/png'],
      ['Foto.gif', samples.gif(), 'image/gif'],
      ['Foto.JPG', samples.jpg(), 'image/jpeg'],
      ['Seite.html', samples.html(), 'text/html'],
      ['Liste.csv', samples.text('Name;Betrag\nMax;12,50\n'), 'text/csv'],
      ['Alt.txt', Buffer.from('Gr\xfc\xdfe aus M\xfcnchen\n', 'latin1'), 'text/plain'],
    ])('accepts %s whose content matches its extension', async (name, content, mime) => {
      const c = await createDocumentCustomer(t.app);
      const response = await c.api.upload(c.mainId, { name, content });
      expect(response.statusCode).toBe(201);
      expect(documentOf(response).mime).toBe(mime);
    });

    it.each([
      ['Rechnung.pdf', samples.html()],
      ['Foto.png', samples.pdf()],
      ['Notiz.txt', samples.png()],
      ['Tabelle.csv', Buffer.from([0x41, 0x00, 0x42])],
      ['leer.pdf', Buffer.alloc(0)],
    ])('refuses %s whose content is something else, keeping nothing', async (name, content) => {
      const c = await createDocumentCustomer(t.app);
      const before = await storedObjects();
      const response = await c.api.upload(c.mainId, { name, content });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([`file=>${documentTexts.unsupportedType(name)}`]);
      expect(await storedObjects()).toEqual(before);
      expect((await c.api.list()).json()).toEqual({ documents: [] });
    });

    it.each(['programm.exe', 'ohne-endung', 'bild.svg'])(
      'refuses the type of %s with the spec’s message',
      async (name) => {
        const c = await createDocumentCustomer(t.app);
        const response = await c.api.upload(c.mainId, { name, content: samples.text() });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual([`file=>${documentTexts.unsupportedType(name)}`]);
      },
    );

    it('takes exactly 26214400 bytes and refuses one byte more, storing nothing', async () => {
      const c = await createDocumentCustomer(t.app);
      const atMax = Buffer.alloc(MAX_UPLOAD_BYTES, 0x61);
      const accepted = await c.api.upload(c.mainId, { name: 'gross.txt', content: atMax });
      expect(accepted.statusCode).toBe(201);
      expect(documentOf(accepted).size).toBe(MAX_UPLOAD_BYTES);
      const before = await storedObjects();
      const tooLarge = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x61);
      const refused = await c.api.upload(c.mainId, { name: 'zu-gross.txt', content: tooLarge });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([`file=>${documentTexts.maxSize('25 MB')}`]);
      expect(await storedObjects()).toEqual(before);
      expect((await c.api.list()).json().documents).toHaveLength(1);
    });

    it('refuses a hash that does not match what arrived, a missing or malformed hash, keeping nothing', async () => {
      const c = await createDocumentCustomer(t.app);
      const before = await storedObjects();
      const content = samples.pdf();
      const wrong = await c.api.upload(c.mainId, { name: 'a.pdf', content, hash: sha256(Buffer.from('x')) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual([`hash=>${documentTexts.hashMismatch}`]);
      const missing = await c.api.upload(c.mainId, { name: 'a.pdf', content, hash: null });
      expect(missing.json().errors).toEqual([`hash=>${documentTexts.hashInvalid}`]);
      const malformed = await c.api.upload(c.mainId, { name: 'a.pdf', content, hash: 'abc' });
      expect(malformed.json().errors).toEqual([`hash=>${documentTexts.hashInvalid}`]);
      expect(await storedObjects()).toEqual(before);
      // An upper-case hash is the same hash.
      const upper = await c.api.upload(c.mainId, {
        name: 'a.pdf',
        content,
        hash: sha256(content).toUpperCase(),
      });
      expect(upper.statusCode).toBe(201);
    });

    it('answers a body the parser stalls on (a line break in a file name before 100 KB) with 400', async () => {
      const c = await createDocumentCustomer(t.app);
      const boundary = '----kpstall';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="\n"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        Buffer.alloc(100_000, 0x41),
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="directory"\r\n\r\n\r\n--${boundary}--\r\n`,
        ),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v2/document/person/${c.mainId}`,
        headers: { ...authHeaders(c.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect((await c.api.list()).json()).toEqual({ documents: [] });
    });

    it('refuses a field sent twice and a second file, storing nothing', async () => {
      const c = await createDocumentCustomer(t.app);
      const content = samples.pdf();
      // Two kategorie fields: a body with a field renamed in place to the same name as another.
      const { body, contentType } = multipartBody({
        name: 'a.pdf',
        content,
        kategorie: 'eigene',
        extra: { kategoriX: 'berater' },
      });
      const twice = await t.app.inject({
        method: 'POST',
        url: `/api/v2/document/person/${c.mainId}`,
        headers: { ...authHeaders(c.token), 'content-type': contentType },
        payload: Buffer.from(
          body.toString('latin1').replace('name="kategoriX"', 'name="kategorie"'),
          'latin1',
        ),
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors).toEqual([`kategorie=>${documentTexts.fieldTwice}`]);
      expect((await c.api.list()).json()).toEqual({ documents: [] });
    });

    it('refuses unknown fields, directories and categories by name', async () => {
      const c = await createDocumentCustomer(t.app);
      const content = samples.pdf();
      const unknown = await c.api.upload(c.mainId, { name: 'a.pdf', content, extra: { owner: '7' } });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual([`owner=>${documentTexts.unknownField}`]);
      const directory = await c.api.upload(c.mainId, {
        name: 'a.pdf',
        content,
        directory: 'Geheim/../../etc',
      });
      expect(directory.json().errors).toEqual([`directory=>${documentTexts.unknownDirectory}`]);
      const kategorie = await c.api.upload(c.mainId, { name: 'a.pdf', content, kategorie: 'berater' });
      expect(kategorie.json().errors).toEqual([`kategorie=>${documentTexts.unknownKategorie}`]);
      expect((await c.api.list()).json()).toEqual({ documents: [] });
    });

    it('refuses a request that is not multipart', async () => {
      const c = await createDocumentCustomer(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v2/document/person/${c.mainId}`,
        headers: {
          ...authHeaders(c.token),
          'content-type': 'application/json',
        },
        payload: '{}',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([`file=>${documentTexts.fileMissing}`]);
    });

    // Found by upload-fuzz.test.ts: the parser's errors were 500s, and a part it had already failed hung.
    it('refuses a body cut off in the file or missing its closing boundary (400), keeping nothing', async () => {
      const c = await createDocumentCustomer(t.app);
      const before = await storedObjects();
      const content = Buffer.concat([samples.pdf(), Buffer.alloc(100_000, 0x20)]);
      const { body, contentType } = multipartBody({ name: 'a.pdf', content, fieldsLast: true });
      const boundary = contentType.split('boundary=')[1] ?? '';
      for (const payload of [
        body.subarray(0, body.length / 2),
        body.subarray(0, body.length - `--${boundary}--\r\n`.length),
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v2/document/person/${c.mainId}`,
          headers: { ...authHeaders(c.token), 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'bad_request', message: 'Die Anfrage ist ungültig.' });
      }
      expect(await storedObjects()).toEqual(before);
      expect((await c.api.list()).json()).toEqual({ documents: [] });
    });

    it('refuses a file part without a file name by its name rule', async () => {
      const c = await createDocumentCustomer(t.app);
      const boundary = 'ohne-namen';
      const payload = [
        `--${boundary}`,
        // busboy takes an octet-stream part for a file even without a file name.
        'Content-Disposition: form-data; name="file"',
        'Content-Type: application/octet-stream',
        '',
        samples.pdf().toString(),
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v2/document/person/${c.mainId}`,
        headers: { ...authHeaders(c.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([`file=>${documentTexts.nameRequired}`]);
    });
  });

  describe('opening a document', () => {
    it('serves the bytes with a ticket, inline for a PDF, as a download on request, with a safe name', async () => {
      const c = await createDocumentCustomer(t.app);
      const content = samples.pdf();
      const document = documentOf(await c.api.upload(c.mainId, { name: 'Übersicht März.pdf', content }));
      const { url, token } = await fileUrl(c, document);
      expect(url).toBe(`${document.link}?token=${encodeURIComponent(token)}`);
      expect(token).not.toBe(c.token);

      const inline = await c.api.fetchFile(url);
      expect(inline.statusCode).toBe(200);
      expect(inline.rawPayload.equals(content)).toBe(true);
      expect(inline.headers['content-type']).toBe('application/pdf');
      expect(inline.headers['content-disposition']).toBe(
        `inline; filename="Ubersicht Marz.pdf"; filename*=UTF-8''%C3%9Cbersicht%20M%C3%A4rz.pdf`,
      );
      expect(inline.headers['x-content-type-options']).toBe('nosniff');
      expect(inline.headers['content-security-policy']).toMatch(/^sandbox;/);

      const download = await c.api.fetchFile(`${url}&disposition=attachment`);
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('always downloads HTML, never renders it, under a sandbox policy', async () => {
      const c = await createDocumentCustomer(t.app);
      const document = documentOf(
        await c.api.upload(c.mainId, { name: 'Seite.html', content: samples.html() }),
      );
      const response = await c.api.fetchFile((await fileUrl(c, document)).url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename=Seite.html');
      expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers a byte range with 206 and an impossible one with 416', async () => {
      const c = await createDocumentCustomer(t.app);
      const content = samples.pdf();
      const document = documentOf(await c.api.upload(c.mainId, { name: 'a.pdf', content }));
      const { url } = await fileUrl(c, document);
      const part = await c.api.fetchFile(url, { range: 'bytes=5-9' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 5-9/${content.length}`);
      expect(part.rawPayload.equals(content.subarray(5, 10))).toBe(true);
      const tail = await c.api.fetchFile(url, { range: 'bytes=-6' });
      expect(tail.rawPayload.toString()).toBe('%%EOF\n');
      const beyond = await c.api.fetchFile(url, { range: `bytes=${content.length}-` });
      expect(beyond.statusCode).toBe(416);
    });

    it('refuses a missing, foreign, other-file, expired ticket and the session token (401, no bytes)', async () => {
      const c = await createDocumentCustomer(t.app);
      const first = documentOf(await c.api.upload(c.mainId, { name: 'a.pdf', content: samples.pdf() }));
      const second = documentOf(await c.api.upload(c.mainId, { name: 'b.pdf', content: samples.pdf() }));
      const { token } = await fileUrl(c, first);
      const invalid = {
        error: 'document_ticket_invalid',
        message: errorCatalogue.document_ticket_invalid.message,
      };

      for (const url of [
        first.link,
        `${first.link}?token=${encodeURIComponent(c.token)}`,
        `${second.link}?token=${encodeURIComponent(token)}`,
        `${first.link}?token=${encodeURIComponent(tampered(token))}`,
      ]) {
        const response = await c.api.fetchFile(url);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual(invalid);
      }

      // 61 s later (only the clock moves; timers stay real).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      try {
        const expired = await c.api.fetchFile(`${first.link}?token=${encodeURIComponent(token)}`);
        expect(expired.statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
      expect((await c.api.fetchFile(`${first.link}?token=${encodeURIComponent(token)}`)).statusCode).toBe(
        200,
      );
    });
  });

  describe('changing and deleting a document', () => {
    it('renames and moves an own document, keeping its extension', async () => {
      const c = await createDocumentCustomer(t.app);
      const document = documentOf(await c.api.upload(c.mainId, { name: 'scan.pdf', content: samples.pdf() }));
      const response = await c.api.update(c.mainId, document.filename, {
        original_filename: 'Hausratversicherung 2026.pdf',
        directory: 'Versicherungen/Hausrat & Gebäude',
      });
      expect(response.statusCode).toBe(200);
      expect(documentOf(response)).toMatchObject({
        filename: document.filename,
        original_filename: 'Hausratversicherung 2026.pdf',
        directory: 'Versicherungen/Hausrat & Gebäude',
      });

      const problems = await c.api.update(c.mainId, document.filename, {
        original_filename: 'ohne Endung',
        directory: 'Nirgendwo/Sub',
        kategorie: 'berater',
      });
      expect(problems.statusCode).toBe(422);
      expect(problems.json().errors).toEqual([
        `original_filename=>${documentTexts.keepExtension('pdf')}`,
        `directory=>${documentTexts.unknownDirectory}`,
        `kategorie=>${documentTexts.unknownKategorie}`,
      ]);
      const unknown = await c.api.update(c.mainId, document.filename, { owner_id: 5 });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors[0]).toMatch(/^owner_id=>/);
    });

    it('checks the name length at 255 and 256 characters', async () => {
      const c = await createDocumentCustomer(t.app);
      const document = documentOf(await c.api.upload(c.mainId, { name: 'a.pdf', content: samples.pdf() }));
      const atMax = `${'x'.repeat(251)}.pdf`;
      expect((await c.api.update(c.mainId, document.filename, { original_filename: atMax })).statusCode).toBe(
        200,
      );
      const over = await c.api.update(c.mainId, document.filename, { original_filename: `x${atMax}` });
      expect(over.statusCode).toBe(422);
      expect(over.json().errors).toEqual([`original_filename=>${documentTexts.nameTooLong(255)}`]);
    });

    it('deletes an own document with its file; its URL then finds nothing', async () => {
      const c = await createDocumentCustomer(t.app);
      const document = documentOf(await c.api.upload(c.mainId, { name: 'a.pdf', content: samples.pdf() }));
      const { url } = await fileUrl(c, document);
      const key = document.filename.replace('.pdf', '');
      expect(await storedObjects()).toContain(key);
      expect((await c.api.remove(c.mainId, document.filename)).statusCode).toBe(204);
      expect(await storedObjects()).not.toContain(key);
      expect((await c.api.list()).json()).toEqual({ documents: [] });
      expect((await c.api.fetchFile(url)).statusCode).toBe(404);
      expect((await c.api.remove(c.mainId, document.filename)).statusCode).toBe(404);
    });
  });
});
