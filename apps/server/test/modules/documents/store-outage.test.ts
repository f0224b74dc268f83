import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore } from '../../../../../scripts/cluster/object-store';
import { createDocumentCustomer, samples } from '../../helpers/documents';
import { tempDir } from '../../helpers/temp-dir';
import { useTestApp } from '../../helpers/test-app';

/** An s3rver that the test stops (an outage: the port refuses) and starts again on the same port. */
let store: Awaited<ReturnType<typeof startObjectStore>>;
beforeAll(async () => {
  store = await startObjectStore(tempDir('kp-store-outage'));
});
afterAll(async () => {
  await store.stop();
});
const t = useTestApp(() => ({ ...store.env, S3_PREFIX: 'outage/' }));

const storeUnavailable = {
  error: 'store_unavailable',
  message: errorCatalogue.store_unavailable.message,
};

describe('documents while the object store is down (issue 34)', () => {
  it('answers uploads and downloads with a German 503, keeps no half-written document, and works after', async () => {
    const c = await createDocumentCustomer(t.app);
    const kept = await c.api.upload(c.mainId, { name: 'Vorher.pdf', content: samples.pdf() });
    expect(kept.statusCode).toBe(201);
    const before = kept.json<{ document: DocumentDto }>().document;
    const ticket = (await c.api.ticket(c.mainId, before.filename)).json<{ url: string }>();

    await store.stop();
    try {
      const upload = await c.api.upload(c.mainId, { name: 'Im Ausfall.pdf', content: samples.pdf() });
      expect(upload.statusCode).toBe(503);
      expect(upload.headers['retry-after']).toBe('5');
      expect(upload.json()).toEqual(storeUnavailable);
      const download = await c.api.fetchFile(ticket.url);
      expect(download.statusCode).toBe(503);
      expect(download.json()).toEqual(storeUnavailable);
      // The database still answers: the list is there, without the refused upload.
      const listed = (await c.api.list()).json<{ documents: DocumentDto[] }>().documents;
      expect(listed.map((d) => d.filename)).toEqual([before.filename]);
    } finally {
      await store.start();
    }

    const after = await c.api.upload(c.mainId, { name: 'Danach.pdf', content: samples.pdf() });
    expect(after.statusCode).toBe(201);
    const again = await c.api.fetchFile(ticket.url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(samples.pdf())).toBe(true);
    const listed = (await c.api.list()).json<{ documents: DocumentDto[] }>().documents;
    expect(listed).toHaveLength(2);
  });
});
