import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';
import { chatPair, expectError } from './chat.fixtures';

const t = useTestApp();

describe('the chat’s order of answers (ADR 100): 401, 403, 404, then 422', () => {
  // The adviser's side: test/modules/workspace/chat/answer-order.test.ts.
  it('refuses an invalid body or query on the customer’s side without token (401) and as an adviser (403)', async () => {
    await expectSessionBeforeBody(t.app, 'POST', '/api/chat', { text: 42, x: 1 });
    await expectSessionBeforeBody(t.app, 'POST', '/api/chat/read', { upTo: 'x' });
    const pair = await chatPair(t.app);
    expect((await jsonCaller(t.app, '')('GET', '/api/chat?before=0')).statusCode).toBe(401);
    expect((await pair.adviserCall('GET', '/api/chat?before=0')).statusCode).toBe(403);
  });

  it('answers 403 without nachrichten before a bad page cursor', async () => {
    const off = await createTestCustomer();
    const call = jsonCaller(t.app, await loginAs(t.app, off.email, off.password));
    expectError(await call('GET', '/api/chat?before=abc'), 403, 'not_permitted');
  });
});
