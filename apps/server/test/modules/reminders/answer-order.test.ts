import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { CONTRACT_FLAGS, createContractCustomer } from '../../helpers/contracts';
import { jsonCaller, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

describe('the order of answers (ADR 100): 401, 403, 404, then 422', () => {
  it('refuses an invalid body without token with 401 and with an adviser token with 403', async () => {
    await expectSessionBeforeBody(t.app, 'POST', '/api/reminders', { datum: 'gestern', extra: 1 });
    await expectSessionBeforeBody(t.app, 'PUT', '/api/reminders/1', { datum: 'gestern', extra: 1 });
  });

  it('answers 403 without reminders (wecker) and 404 for an id that is no own reminder, before the body', async () => {
    const off = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, wecker: false });
    const call = jsonCaller(t.app, off.token);
    for (const [method, url] of [
      ['POST', '/api/reminders'],
      ['PUT', '/api/reminders/abc'],
      ['DELETE', '/api/reminders/abc'],
    ] as const) {
      const answer = await call(method, url, method === 'DELETE' ? undefined : { extra: 1 });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    const on = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, wecker: true });
    const own = jsonCaller(t.app, on.token);
    for (const url of ['/api/reminders/abc', '/api/reminders/2147483000']) {
      const answer = await own('PUT', url, { extra: 1 });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error).toBe('could_not_find_reminder');
    }
  });
});
