import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedForms } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { emptyPng, formCustomer, TYPED, VALID_VALUES } from './adviser-forms.fixtures';

/**
 * POST /api/forms/{key} renders a PDF (preview or send) and is limited per customer: with three renders
 * allowed, the fourth within the window is a 429. Only accepted bodies count (the limit is taken just before
 * the render): a 422 (fields or the signature's content), a 409 and a 404 neither count nor are limited.
 */
const URL = '/api/forms/testvollmacht';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FORM_RENDERS_MAX_PER_USER: '3' });
});
afterAll(async () => {
  await t.app.close();
});

type Customer = Awaited<ReturnType<typeof formCustomer>>;
const preview = (c: Customer, body: Record<string, unknown> = {}) =>
  c.call('POST', URL, { values: VALID_VALUES, signature: TYPED, preview: true, ...body });

describe('the render limit of POST /api/forms/{key}', () => {
  it('answers the fourth render within the window with 429; another customer and the form itself still work', async () => {
    const c = await formCustomer(t.app);
    expect((await preview(c)).statusCode).toBe(200);
    expect((await preview(c)).statusCode).toBe(200);
    expect((await preview(c, { preview: false })).statusCode).toBe(201);
    const limited = await preview(c);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await preview(c, { preview: false })).statusCode).toBe(429);
    const { db } = await getDatabase();
    expect(await db.select().from(signedForms).where(eq(signedForms.userId, c.user.id))).toHaveLength(1);
    // Reading the form renders nothing and is not limited; the limit is the customer's own.
    expect((await c.call('GET', URL)).statusCode).toBe(200);
    const other = await formCustomer(t.app);
    expect((await preview(other)).statusCode).toBe(200);
  });

  it('counts only accepted bodies: refused ones (422, 409, 404) neither count nor are limited', async () => {
    const c = await formCustomer(t.app);
    const empty = await emptyPng();
    for (let round = 0; round < 2; round += 1) {
      expect((await c.call('POST', URL, { values: VALID_VALUES, signature: TYPED })).statusCode).toBe(422);
      expect((await preview(c, { values: {} })).statusCode).toBe(422);
      expect((await preview(c, { signature: { png: empty } })).statusCode).toBe(422);
      expect((await preview(c, { version: 2 })).statusCode).toBe(409);
      expect((await c.call('POST', '/api/forms/unbekannt', { preview: true })).statusCode).toBe(404);
    }
    for (let index = 0; index < 3; index += 1) expect((await preview(c)).statusCode).toBe(200);
    expect((await preview(c)).statusCode).toBe(429);
    // Past the limit a refused body is still told what is wrong with it.
    expect((await preview(c, { values: {} })).statusCode).toBe(422);
  });
});
