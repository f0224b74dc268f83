import { describe, expect, it } from 'vitest';
import { jsonCaller, useTestApp } from '../../../helpers/test-app';
import { chatPair, expectError } from '../../chat/chat.fixtures';

const t = useTestApp();

describe('the adviser’s chat’s order of answers (ADR 100): 401, 403, 404, then 422', () => {
  it('refuses the adviser’s side without token (401) and with a customer’s token (403), before the body', async () => {
    const pair = await chatPair(t.app);
    for (const [method, url, body] of [
      ['GET', `${pair.adviserUrl}?before=abc`, undefined],
      ['POST', pair.adviserUrl, { text: 42 }],
      ['POST', `${pair.adviserUrl}/read`, { upTo: 'x' }],
    ] as const) {
      expect((await jsonCaller(t.app, '')(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const asCustomer = await pair.customerCall(method, url, body);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 404 for a customer of another agency before the body’s or the query’s 422', async () => {
    const pair = await chatPair(t.app);
    const other = await chatPair(t.app);
    const foreign = `/api/berater/kunden/${other.customer.user.id}/chat`;
    for (const [method, url, body] of [
      ['GET', `${foreign}?before=abc`, undefined],
      ['POST', foreign, { text: 42, x: 1 }],
      ['POST', `${foreign}/read`, { upTo: 'x' }],
    ] as const) {
      expectError(await pair.adviserCall(method, url, body), 404, 'could_not_find_customer');
    }
    // The own customer: the same requests are the schema's 422.
    for (const [method, url, body] of [
      ['GET', `${pair.adviserUrl}?before=abc`, undefined],
      ['POST', pair.adviserUrl, { text: 42, x: 1 }],
      ['POST', `${pair.adviserUrl}/read`, { upTo: 'x' }],
    ] as const) {
      expect((await pair.adviserCall(method, url, body)).statusCode, `${method} ${url}`).toBe(422);
    }
  });
});
