import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { createDocumentCustomer, multipartBody, samples } from '../../../helpers/documents';
import {
  authHeaders,
  clientHeaders,
  createTestAdviser,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

/** A body the adviser's upload refuses with 422: a category the adviser may not choose. */
const INVALID = multipartBody({ name: 'brief.pdf', content: samples.pdf(), kategorie: 'eigene' });

/** A customer with one own document, an adviser of the agency and one of another agency. */
async function setup() {
  const customer = await createDocumentCustomer(t.app);
  const uploaded = await customer.api.upload(customer.mainId, { name: 'eigen.pdf', content: samples.pdf() });
  expect(uploaded.statusCode).toBe(201);
  const adviser = await createTestAdviser({ agencyId: customer.agent?.id });
  const stranger = await createTestAdviser();
  return {
    customer,
    document: (uploaded.json() as { document: DocumentDto }).document,
    token: await loginAsAdviser(t.app, adviser.email, adviser.password),
    strangerToken: await loginAsAdviser(t.app, stranger.email, stranger.password),
  };
}

const provide = (customerId: number | string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/berater/kunden/${customerId}/dokumente`,
    headers: { ...(token ? authHeaders(token) : clientHeaders), 'content-type': INVALID.contentType },
    payload: INVALID.body,
  });

const read = (customerId: number | string, documentId: number | string, token?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/berater/kunden/${customerId}/dokumente/${documentId}${query}`,
    headers: token ? authHeaders(token) : clientHeaders,
  });

describe('the order of the adviser’s document answers: 401, 403, 404, then 422 (ADR 100)', () => {
  it('answers no token with 401 and a customer’s token with 403, whatever the body or ids', async () => {
    const { customer } = await setup();
    for (const response of [await provide(customer.user.id), await read(customer.user.id, 'abc')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('token_not_provided');
    }
    for (const response of [
      await provide(customer.user.id, customer.token),
      await read(customer.user.id, 'abc', customer.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('role_not_permitted');
    }
  });

  it('answers 404 for another agency’s, an unknown or a malformed customer before the body’s 422', async () => {
    const { customer, token, strangerToken } = await setup();
    for (const [id, as] of [
      [customer.user.id, strangerToken],
      [2_147_483_647, token],
      ['abc', token],
      ['1e3', token],
    ] as const) {
      const response = await provide(id, as);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error).toBe('could_not_find_customer');
    }
    const refused = await provide(customer.user.id, token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.join('\n')).toContain('kategorie=>');
  });

  it('answers 404 for the customer of another agency, then for a document that is not the customer’s', async () => {
    const { customer, token, strangerToken } = await setup();
    const other = await createDocumentCustomer(t.app);
    const ofOther = await other.api.upload(other.mainId, { name: 'fremd.pdf', content: samples.pdf() });
    expect(ofOther.statusCode).toBe(201);
    const { db } = await getDatabase();
    const idOf = async (userId: number) =>
      (await db.select({ id: documents.id }).from(documents).where(eq(documents.userId, userId)))[0]?.id ?? 0;
    const own = await idOf(customer.user.id);
    const foreign = await idOf(other.user.id);
    const unknownCustomer = await read(customer.user.id, own, strangerToken);
    expect(unknownCustomer.statusCode).toBe(404);
    expect(unknownCustomer.json().error).toBe('could_not_find_customer');
    expect((await read('abc', own, token)).json().error).toBe('could_not_find_customer');
    for (const documentId of [foreign, 'abc', 0, 2_147_483_648]) {
      const response = await read(customer.user.id, documentId, token);
      expect(response.statusCode, String(documentId)).toBe(404);
      expect(response.json().error).toBe('could_not_find_document');
    }
    const download = await read(customer.user.id, own, token, '?disposition=attachment');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
