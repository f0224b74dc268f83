import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { createDocumentCustomer, multipartBody, samples } from '../../helpers/documents';
import { authHeaders, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

/** A body the document change refuses with 422 (a wrong value and an unknown key). */
const INVALID = { original_filename: 17, fremd: 1 };

async function uploaded(c: Awaited<ReturnType<typeof createDocumentCustomer>>) {
  const response = await c.api.upload(c.mainId, { name: 'Police.pdf', content: samples.pdf() });
  expect(response.statusCode).toBe(201);
  return (response.json() as { document: DocumentDto }).document;
}

describe('the order of the document change’s answers: 401, 403, 404, then 422 (ADR 100)', () => {
  it('answers a missing session with 401 and an adviser with 403, whatever the body', async () => {
    const c = await createDocumentCustomer(t.app);
    const document = await uploaded(c);
    await expectSessionBeforeBody(
      t.app,
      'PUT',
      `/api/v2/document/person/${c.mainId}/${document.filename}`,
      INVALID,
    );
  });

  it('answers 403 without the right, and 404 for another customer’s or an unknown document, before the 422', async () => {
    const owner = await createDocumentCustomer(t.app);
    const foreign = await uploaded(owner);
    const c = await createDocumentCustomer(t.app);
    const own = await uploaded(c);
    for (const [id, filename] of [
      [owner.mainId, foreign.filename],
      [c.mainId, 'gibt-es-nicht.pdf'],
      [2_147_483_647, own.filename],
    ] as const) {
      const response = await c.api.update(id, filename, INVALID);
      expect(response.statusCode, `${id}/${filename}`).toBe(404);
      expect(response.json().error).toBe('could_not_find_document');
    }
    expect((await c.api.update(c.mainId, own.filename, INVALID, 'vertrag')).statusCode).toBe(404);
    expect((await c.api.update(c.mainId, own.filename, INVALID)).statusCode).toBe(422);
    const reader = await createDocumentCustomer(t.app, { config: { dokumente_eigene: false } });
    expect((await reader.api.update(c.mainId, own.filename, INVALID)).statusCode).toBe(403);
  });
});

describe('the order of the upload’s answers: the owner’s 404 before anything about the body (ADR 143)', () => {
  const stored = async () => {
    const keys: string[] = [];
    for await (const file of t.app.blobStore.list()) keys.push(file.key);
    return keys.sort();
  };

  it('answers another customer’s or an unknown owner with 404 whatever is sent, and stores nothing', async () => {
    const owner = await createDocumentCustomer(t.app);
    const c = await createDocumentCustomer(t.app);
    const headers = authHeaders(c.token);
    const bad = multipartBody({ name: 'Rechnung.exe', content: samples.html(), hash: 'kaputt' });
    const good = multipartBody({ name: 'Police.pdf', content: samples.pdf() });
    /** What is sent, and what the own owner's id answers to it. */
    const bodies = [
      ['a JSON body', 'application/json', JSON.stringify({ fremd: 1 }), 422],
      ['unstorable text', 'application/json', '{"fremd":"a\\u0000"}', 422],
      ['a type no parser reads', 'application/octet-stream', 'hallo', 415],
      ['JSON over the body limit', 'application/json', JSON.stringify({ x: 'a'.repeat(2_000_000) }), 413],
      ['an invalid upload', bad.contentType, bad.body, 422],
      ['a valid upload', good.contentType, good.body, 201],
    ] as const;
    const before = await stored();
    for (const ownerId of [owner.mainId, 2_147_483_647]) {
      for (const [name, type, payload] of bodies) {
        const url = `/api/v2/document/person/${ownerId}`;
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': type },
          payload,
        });
        expect(response.statusCode, `${ownerId}: ${name}`).toBe(404);
        expect(response.json().error).toBe('could_not_find_document');
      }
    }
    expect(await stored()).toEqual(before);
    const own = (type: string, payload: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/document/person/${c.mainId}`,
        headers: { ...headers, 'content-type': type },
        payload,
      });
    for (const [name, type, payload, status] of bodies)
      expect((await own(type, payload)).statusCode, `own: ${name}`).toBe(status);
  });
});
