import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import type { ImportLine } from '@kundenportal/domain/portfolio-import/import-row';
import { readPortfolioFile } from '@kundenportal/domain/portfolio-import/read-portfolio-file';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readImportUpload } from '../../../../src/modules/workspace/portfolio-import/read-import-upload';

const HEADER = 'E-Mail;Vorname;Nachname;Geburtsdatum;Gesellschaft;Vertragsnummer;Sparte\n';
const line = (index: number) => `;Kim;Kunde;01.01.1980;HUK-COBURG;K-${index};Kfz-Versicherung\n`;

/**
 * A file over the row limit (here 100 rows instead of 100,000) through a real socket (issue 31 review): the
 * reader stops at the limit, and the answer still goes out after the whole upload, so the client reads it
 * — answered mid-upload, Chromium saw its connection reset and showed a generic error.
 */
describe('a portfolio file over the row limit, uploaded over HTTP', () => {
  it('is answered after the upload, with the limit in German', async () => {
    const app = Fastify();
    await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 4, parts: 5 } });
    app.post('/upload', async (request) =>
      readImportUpload(request, async (chunks) => {
        const refusals: string[] = [];
        let rows = 0;
        for await (const read of readPortfolioFile(chunks, { maxRows: 100 }) as AsyncIterable<ImportLine>)
          if (read.ok) rows += 1;
          else refusals.push(read.grund);
        return { rows, refusals };
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const boundary = `----kp${randomUUID().replaceAll('-', '')}`;
      const lines = Array.from({ length: 120_000 }, (_, index) => line(index)).join('');
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\n\r\n`),
        Buffer.from(HEADER + lines),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      expect(body.length).toBeGreaterThan(4 * 1024 * 1024);
      const response = await fetch(`http://127.0.0.1:${port}/upload`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        rows: 100,
        refusals: ['Die Datei hat mehr als 100 Verträge; die weiteren wurden nicht gelesen.'],
      });
    } finally {
      await app.close();
    }
  });
});
