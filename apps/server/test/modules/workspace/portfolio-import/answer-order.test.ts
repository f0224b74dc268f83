import { describe, expect, it } from 'vitest';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../../helpers/test-app';
import { agencyWithMax, contractRow, uploadCsv } from './import.fixtures';

const t = useTestApp();

const INVALID = { fremd: 1 };
const SOME_ID = '3f0b6d0e-6a4c-4d8e-9a51-2b7e3f1c9d20';

describe('the order of the portfolio import’s answers: 401, 403, then 404, then 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403 on every route, whatever the body", async () => {
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    await expectAdviserSessionBeforeBody(t.app, asCustomer, [
      ['POST', '/api/berater/import/vorschau', INVALID],
      ['GET', `/api/berater/import/${SOME_ID}?art=alle`],
      ['POST', `/api/berater/import/${SOME_ID}/anwenden`, INVALID],
    ]);
  });

  it('answers another agency’s preview with 404 before the query’s or the body’s 422', async () => {
    const ours = await agencyWithMax(t.app);
    const theirs = await agencyWithMax(t.app);
    const preview = (await uploadCsv(t.app, ours.token, [contractRow(ours.kunde)])).json();
    const read = await theirs.call('GET', `/api/berater/import/${preview.id}?art=alle&seite=x`);
    expect(read.statusCode).toBe(404);
    expect(read.json().error).toBe('could_not_find_import');
    const applied = await theirs.call('POST', `/api/berater/import/${preview.id}/anwenden`, INVALID);
    expect(applied.statusCode).toBe(404);
    const body = await ours.call('POST', `/api/berater/import/${preview.id}/anwenden`, INVALID);
    expect(body.statusCode).toBe(422);
  });
});
