import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * GET /api/ready under load (issue 34, scenario 3): a statement that just succeeded shows the database
 * answers, so readiness runs none of its own (its `select 1` queued behind the pool under load); after a
 * failed statement or a lost connection it asks the database itself.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.app.close();
});

/** GET /api/ready, and how often it asked the database itself (the ping, passed through). */
async function readyWithStatements() {
  const ping = vi.spyOn(test.app.database, 'ping');
  try {
    const response = await test.app.inject({ method: 'GET', url: '/api/ready' });
    return { status: response.statusCode, body: response.json(), statements: ping.mock.calls.length };
  } finally {
    ping.mockRestore();
  }
}

describe('GET /api/ready', () => {
  it('answers ready without a statement of its own right after one succeeded', async () => {
    await test.app.database.db.execute(sql`select 1`);
    expect(await readyWithStatements()).toEqual({ status: 200, body: { status: 'ready' }, statements: 0 });
  });

  it('after a failed statement asks the database itself', async () => {
    await expect(test.app.database.db.execute(sql`select 1/0`)).rejects.toThrow();
    expect(await readyWithStatements()).toEqual({ status: 200, body: { status: 'ready' }, statements: 1 });
    // That ping succeeded: the next one needs none.
    expect((await readyWithStatements()).statements).toBe(0);
  });
});
