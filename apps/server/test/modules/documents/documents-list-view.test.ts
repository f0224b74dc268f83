import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../../src/db/schema';
import { acceptsGzip } from '../../../src/lib/accepts-gzip';
import { getDatabase } from '../../helpers/database';
import { createDocumentCustomer, samples } from '../../helpers/documents';
import { authHeaders, useTestApp } from '../../helpers/test-app';

/**
 * GET /api/documents as a cached view (ADR 008 and 018): one read builds it, the next ones reuse it, and
 * any change of the customer's documents — through the API or past it — shows on the next read.
 */
const t = useTestApp();

const names = (body: { documents: { original_filename: string }[] }) =>
  body.documents.map((document) => document.original_filename).sort();

/** Rows written past the API (as the adviser workspace or an operator would), many at once. */
async function insertRows(userId: number, ownerId: number, count: number, prefix = 'Scan') {
  const { db } = await getDatabase();
  await db.insert(documents).values(
    Array.from({ length: count }, (_, i) => {
      const key = `dok-${randomUUID().replaceAll('-', '')}`;
      return {
        userId,
        ownerType: 'person',
        ownerId,
        filename: `${key}.pdf`,
        blobKey: key,
        originalFilename: `${prefix} ${i + 1}.pdf`,
        size: 1000 + i,
        mime: 'application/pdf',
        sha256: '0'.repeat(64),
      };
    }),
  );
}

describe('GET /api/documents as a cached view', () => {
  it('shows changes made past the API once they reach the cache, and the API’s own at once', async () => {
    const c = await createDocumentCustomer(t.app);
    expect((await c.api.list()).json()).toEqual({ documents: [] });

    await insertRows(c.user.id, c.mainId, 2);
    await t.app.syncChanges();
    expect(names((await c.api.list()).json())).toEqual(['Scan 1.pdf', 'Scan 2.pdf']);

    const { db } = await getDatabase();
    await db
      .update(documents)
      .set({ originalFilename: 'Umbenannt.pdf' })
      .where(eq(documents.originalFilename, 'Scan 1.pdf'));
    await t.app.syncChanges();
    expect(names((await c.api.list()).json())).toEqual(['Scan 2.pdf', 'Umbenannt.pdf']);

    const uploaded = await c.api.upload(c.mainId, { name: 'Neu.pdf', content: samples.pdf() });
    expect(uploaded.statusCode).toBe(201);
    expect(names((await c.api.list()).json())).toContain('Neu.pdf');

    await db.delete(documents).where(eq(documents.userId, c.user.id));
    await t.app.syncChanges();
    expect((await c.api.list()).json()).toEqual({ documents: [] });
  });

  it('keeps one customer’s view from another’s', async () => {
    const a = await createDocumentCustomer(t.app);
    const b = await createDocumentCustomer(t.app);
    await insertRows(a.user.id, a.mainId, 1, 'Nur A');
    await t.app.syncChanges();
    expect(names((await a.api.list()).json())).toEqual(['Nur A 1.pdf']);
    expect((await b.api.list()).json()).toEqual({ documents: [] });
  });

  it('sends a long list gzipped to a client that accepts it, and plain to one that does not', async () => {
    const c = await createDocumentCustomer(t.app);
    await insertRows(c.user.id, c.mainId, 300);
    await t.app.syncChanges();
    const read = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { ...authHeaders(c.token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().documents).toHaveLength(300);

    for (const encoding of ['gzip', 'br, gzip;q=0.8', '*']) {
      const zipped = await read(encoding);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    expect((await read('gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });
});

describe('Accept-Encoding', () => {
  it('reads Accept-Encoding with its q values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
  });
});
