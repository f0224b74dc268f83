import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documents } from '../../../src/db/schema';
import { provideDocument, writeCheckedFile } from '../../../src/modules/documents/provide-document';
import { saveDocument } from '../../../src/modules/documents/save-document';
import { getDatabase } from '../../helpers/database';
import { createDocumentCustomer, multipartBody, samples } from '../../helpers/documents';
import { personsApi } from '../../helpers/household';
import { authHeaders, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** Hanna (main person) and Jonas, each with own documents, and the adviser's papers under both. */
async function householdWithDocuments() {
  const c = await createDocumentCustomer(t.app, { config: { person_edit: true } });
  const jonasId = c.persons[1]?.id ?? 0;
  const upload = async (ownerId: number, name: string) => {
    const response = await c.api.upload(ownerId, { name, content: samples.pdf() });
    expect(response.statusCode).toBe(201);
    return response.json<{ document: DocumentDto }>().document.filename;
  };
  const { db } = await getDatabase();
  const store = t.app.blobStore;
  await provideDocument(db, store, {
    customerEmail: c.email,
    name: 'Erstinformation.pdf',
    content: samples.pdf(),
  });
  // The adviser filed one for Jonas (the adviser workspace will; provideDocument files under the main person).
  const forJonas = await writeCheckedFile(store, 'Police Jonas.pdf', samples.pdf());
  await saveDocument(db, store, forJonas.pending, {
    userId: c.user.id,
    ownerType: 'person',
    ownerId: jonasId,
    originalFilename: 'Police Jonas.pdf',
    kategorie: 'berater',
    directory: '',
    mime: forJonas.mime,
    providedByAgentId: c.agent?.id ?? null,
  });
  const own = {
    hanna: await upload(c.mainId, 'Hanna.pdf'),
    jonas: [await upload(jonasId, 'Zeugnis Jonas.pdf'), await upload(jonasId, 'Ausweis Jonas.pdf')],
  };
  return { ...c, jonasId, own, persons: personsApi(t.app, c.token) };
}

/** The disk store's files of this test app (its own data folder). */
const storedFiles = () => readdirSync(path.join(t.dataDir, 'files')).sort();

async function rowsOf(userId: number) {
  const { db } = await getDatabase();
  return db.select().from(documents).where(eq(documents.userId, userId));
}

describe('DELETE /api/persons/:id with documents', () => {
  it("deletes the person's own documents, rows and files; the adviser's move to the main person", async () => {
    const h = await householdWithDocuments();
    const before = await rowsOf(h.user.id);
    const jonasOwn = before.filter((row) => h.own.jonas.includes(row.filename));
    expect(jonasOwn).toHaveLength(2);

    const response = await h.persons.remove(h.jonasId);
    expect(response.statusCode).toBe(200);

    const after = await rowsOf(h.user.id);
    expect(after.filter((row) => row.ownerId === h.jonasId)).toEqual([]);
    expect(after.map((row) => [row.originalFilename, row.ownerId]).sort()).toEqual([
      ['Erstinformation.pdf', h.mainId],
      ['Hanna.pdf', h.mainId],
      ['Police Jonas.pdf', h.mainId],
    ]);
    for (const row of jonasOwn) expect(await t.app.blobStore.size(row.blobKey)).toBeNull();
    for (const row of after) expect(await t.app.blobStore.size(row.blobKey)).toBe(row.size);

    const { documents: listed } = (await h.api.list()).json<{ documents: DocumentDto[] }>();
    expect(listed.map((d) => d.original_filename).sort()).toEqual([
      'Erstinformation.pdf',
      'Hanna.pdf',
      'Police Jonas.pdf',
    ]);
    expect(listed.find((d) => d.original_filename === 'Police Jonas.pdf')).toMatchObject({
      owner_id: h.mainId,
      read_only: true,
    });
    expect((await h.api.ticket(h.jonasId, h.own.jonas[0] ?? '')).statusCode).toBe(404);
  });

  it('only logs a file that cannot be removed: person and rows are gone all the same', async () => {
    const h = await householdWithDocuments();
    const remove = vi
      .spyOn(t.app.blobStore, 'remove')
      .mockRejectedValueOnce(new Error('Speicher nicht erreichbar'));

    expect((await h.persons.remove(h.jonasId)).statusCode).toBe(200);
    expect(remove).toHaveBeenCalledTimes(2);
    expect((await rowsOf(h.user.id)).filter((row) => row.ownerId === h.jonasId)).toEqual([]);
    expect((await h.persons.get(h.jonasId)).statusCode).toBe(404);
    expect(t.logs.join('')).toContain('file of a deleted document not removed');
  });

  it('keeps every document when the deletion is refused (a released person)', async () => {
    const h = await householdWithDocuments();
    expect((await h.persons.setRelease(h.jonasId, { mvp_freigabe: 1 })).statusCode).toBe(200);
    const before = await rowsOf(h.user.id);

    expect((await h.persons.remove(h.jonasId)).statusCode).toBe(422);
    expect(await rowsOf(h.user.id)).toEqual(before);
    for (const row of before) expect(await t.app.blobStore.size(row.blobKey)).toBe(row.size);
  });

  it('refuses an upload to the person that was deleted while its bytes were arriving (404, no row, no file)', async () => {
    const h = await householdWithDocuments();
    const jonasKeys = (await rowsOf(h.user.id))
      .filter((row) => h.own.jonas.includes(row.filename))
      .map((row) => row.blobKey);
    const filesBefore = storedFiles();
    const { body, contentType } = multipartBody({ name: 'Spät.pdf', content: samples.pdf() });
    const write = vi.spyOn(t.app.blobStore, 'write');
    const payload = new PassThrough();
    const upload = t.app.inject({
      method: 'POST',
      url: `/api/v2/document/person/${h.jonasId}`,
      headers: { ...authHeaders(h.token), 'content-type': contentType },
      payload,
    });
    payload.write(body.subarray(0, body.length - 40));
    // The owner check has passed and the bytes are streaming into the store.
    await vi.waitFor(() => expect(write).toHaveBeenCalled());
    expect((await h.persons.remove(h.jonasId)).statusCode).toBe(200);
    payload.end(body.subarray(body.length - 40));

    const response = await upload;
    expect(response.statusCode).toBe(404);
    const { db } = await getDatabase();
    const late = await db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, h.user.id), eq(documents.originalFilename, 'Spät.pdf')));
    expect(late).toEqual([]);
    // Neither the upload (as a file or a temporary object) nor Jonas's files are left.
    expect(storedFiles()).toEqual(filesBefore.filter((name) => !jonasKeys.includes(name)));
  });
});
