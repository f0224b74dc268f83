import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { describe, expect, it } from 'vitest';
import { provideDocument } from '../../../src/modules/documents/provide-document';
import { getDatabase } from '../../helpers/database';
import { createDocumentCustomer, samples } from '../../helpers/documents';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const documentOf = (response: { json(): unknown }) => (response.json() as { document: DocumentDto }).document;
const refused = (code: keyof typeof errorCatalogue) => ({
  error: code,
  message: errorCatalogue[code].message,
});

describe('documents of another customer', () => {
  it('are never listed, opened, changed, deleted or uploaded to (404, never bytes)', async () => {
    const a = await createDocumentCustomer(t.app);
    const b = await createDocumentCustomer(t.app);
    const document = documentOf(await a.api.upload(a.mainId, { name: 'Geheim.pdf', content: samples.pdf() }));

    expect((await b.api.list()).json()).toEqual({ documents: [] });
    for (const response of [
      await b.api.ofPerson(a.mainId),
      await b.api.ticket(a.mainId, document.filename),
      await b.api.update(a.mainId, document.filename, { original_filename: 'x.pdf' }),
      await b.api.remove(a.mainId, document.filename),
      await b.api.upload(a.mainId, { name: 'Fremd.pdf', content: samples.pdf() }),
      // B's own person with A's file name.
      await b.api.ticket(b.mainId, document.filename),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refused('could_not_find_document'));
    }
    // A's ticket opens only A's file for A: B cannot swap it onto another path.
    const { token } = (await a.api.ticket(a.mainId, document.filename)).json<{ token: string }>();
    const swapped = await b.api.fetchFile(
      `/api/persons/${b.mainId}/documents/${document.filename}?token=${encodeURIComponent(token)}`,
    );
    expect(swapped.statusCode).toBe(401);
    expect((await a.api.list()).json().documents).toHaveLength(1);
  });

  it('has no inquire owners yet: every id is unknown', async () => {
    const type = 'inquire';
    const c = await createDocumentCustomer(t.app);
    expect((await c.api.upload(1, { name: 'a.pdf', content: samples.pdf() }, type)).statusCode).toBe(404);
    const segment = 'inquire';
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/${segment}/1/documents`,
      headers: (await import('../../helpers/test-app')).authHeaders(c.token),
    });
    expect(list.statusCode).toBe(404);
    expect((await c.api.ticket(1, 'x.pdf', type)).statusCode).toBe(404);
  });

  it.each(['0', '-1', 'abc', '99999999999', '1e3'])('answers 404 for the owner id %s', async (id) => {
    const c = await createDocumentCustomer(t.app);
    expect((await c.api.ofPerson(id)).statusCode).toBe(404);
  });
});

describe('rights (spec section 6), enforced by the server', () => {
  it('without dokumente_list: no lists, no tickets, no uploads (403)', async () => {
    const c = await createDocumentCustomer(t.app, { config: { dokumente_list: false } });
    for (const response of [
      await c.api.list(),
      await c.api.ofPerson(c.mainId),
      await c.api.categories(),
      await c.api.ticket(c.mainId, 'x.pdf'),
      await c.api.upload(c.mainId, { name: 'a.pdf', content: samples.pdf() }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refused('documents_not_permitted'));
    }
  });

  it('without dokumente_eigene, or as makler_light: the documents can be read, nothing uploaded (403)', async () => {
    for (const options of [{ config: { dokumente_eigene: false } }, { accountTyp: 'makler_light' }]) {
      const c = await createDocumentCustomer(t.app, options);
      expect((await c.api.list()).statusCode).toBe(200);
      const upload = await c.api.upload(c.mainId, { name: 'a.pdf', content: samples.pdf() });
      expect(upload.statusCode).toBe(403);
      expect(upload.json()).toEqual(refused('upload_not_permitted'));
    }
  });

  it('without show_freigaben: no approvals list (403)', async () => {
    const c = await createDocumentCustomer(t.app, { config: { show_freigaben: false } });
    expect((await c.api.approvals()).json()).toEqual(refused('documents_not_permitted'));
  });

  it('lists the categories with their main and sub directories', async () => {
    const c = await createDocumentCustomer(t.app);
    const { categories } = (await c.api.categories()).json<{
      categories: { name: string; directories: string[] }[];
    }>();
    expect(categories.map((category) => category.name)).toContain('Versicherungen');
    expect(categories.find((category) => category.name === 'Versicherungen')?.directories).toContain('Kfz');
  });
});

describe('documents the adviser provided (approvals)', () => {
  it('are listed as approvals and among all documents, open with a ticket, and stay read-only', async () => {
    const c = await createDocumentCustomer(t.app);
    const { db } = await getDatabase();
    const content = samples.pdf();
    const provided = await provideDocument(db, t.app.blobStore, {
      customerEmail: c.email.toUpperCase(),
      name: 'Erstinformation.pdf',
      content,
    });
    const approvals = (await c.api.approvals()).json<{ freigaben: DocumentDto[] }>().freigaben;
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({
      filename: provided.filename,
      original_filename: 'Erstinformation.pdf',
      kategorie: 'berater',
      read_only: true,
      owner_id: c.mainId,
      link: `/api/persons/${c.mainId}/documents/${provided.filename}`,
    });
    expect((await c.api.list()).json().documents).toHaveLength(1);
    const { url } = (await c.api.ticket(c.mainId, provided.filename)).json<{ url: string }>();
    expect((await c.api.fetchFile(url)).rawPayload.equals(content)).toBe(true);

    for (const response of [
      await c.api.update(c.mainId, provided.filename, { original_filename: 'Meins.pdf' }),
      await c.api.remove(c.mainId, provided.filename),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refused('document_read_only'));
    }
  });
});
