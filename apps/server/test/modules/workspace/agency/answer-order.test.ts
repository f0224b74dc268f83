import { describe, expect, it } from 'vitest';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

/** A body every write of the agency refuses with 422: wrong types and an unknown field. */
const INVALID = { markdown: 17, tokens: 'rot', vorname: 3, fremd: 1 };

/** Every route of the agency page, each with the body it is sent here. */
const ROUTES: [method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown][] = [
  ['GET', '/api/berater/agentur'],
  ['GET', '/api/berater/agentur/protokoll'],
  ['PUT', '/api/berater/agentur', INVALID],
  ['PUT', '/api/berater/agentur/marke', INVALID],
  ['POST', '/api/berater/agentur/logo', INVALID],
  ['POST', '/api/berater/agentur/foto', INVALID],
  ['PUT', '/api/berater/agentur/rechtstexte/datenschutz', INVALID],
  ['PUT', '/api/berater/agentur/rechtstexte/impressum', INVALID],
];

describe('the order of the workspace agency answers: 401, 403, then 404, then 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403 on every route, whatever the body", async () => {
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    await expectAdviserSessionBeforeBody(t.app, asCustomer, ROUTES);
  });

  it('answers an adviser a key that names no legal text with 404 before the body’s 422, and each bad body with 422', async () => {
    const adviser = await createTestAdviser();
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const unknown = await call('PUT', '/api/berater/agentur/rechtstexte/impressum', INVALID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
    for (const url of [
      '/api/berater/agentur',
      '/api/berater/agentur/marke',
      '/api/berater/agentur/rechtstexte/datenschutz',
    ]) {
      const refused = await call('PUT', url, INVALID);
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().errors, url).toEqual(expect.arrayContaining([expect.stringMatching(/^fremd=>/)]));
    }
  });
});
