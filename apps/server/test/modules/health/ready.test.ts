import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryListener } from '../../../src/db/client';
import { responseSerializer } from '../../../src/lib/response-serializer';
import { healthPlugin } from '../../../src/modules/health/plugin';
import { createTestApp, type TestApp, testConfig } from '../../helpers/test-app';

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

  it('counts a statement refused for its SQL as an answer: no statement of its own after it', async () => {
    await expect(test.app.database.db.execute(sql`select 1/0`)).rejects.toThrow();
    expect(await readyWithStatements()).toEqual({ status: 200, body: { status: 'ready' }, statements: 0 });
  });

  it('while the pool is busy, a statement answered within the statement timeout is enough (ADR 333)', async () => {
    await test.app.database.db.execute(sql`select 1`);
    const timeoutMs = test.config.databasePool.statementTimeoutMs;
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now');
    const stats = vi.spyOn(test.app.database, 'poolStats');
    try {
      clock.mockReturnValue(now + timeoutMs / 2);
      stats.mockReturnValue({ total: 10, idle: 0, waiting: 40, max: 10 });
      expect((await readyWithStatements()).statements).toBe(0);
      // Not busy: the last second's statement, as before.
      stats.mockReturnValue({ total: 10, idle: 4, waiting: 0, max: 10 });
      expect((await readyWithStatements()).statements).toBe(1);
      // Busy, but nothing answered within the statement timeout: the database is asked.
      stats.mockReturnValue({ total: 10, idle: 0, waiting: 40, max: 10 });
      clock.mockReturnValue(performance.now() + timeoutMs + 1);
      expect((await readyWithStatements()).statements).toBe(1);
    } finally {
      clock.mockRestore();
      stats.mockRestore();
    }
  });
});

describe('readiness after a statement the database could not take', () => {
  it('asks the database itself, and after its answer needs none again', async () => {
    // The health plugin alone on a stand-in database: the statement's failure comes as the client reports
    // it (db/client.ts maps the error: connection, timeout, read-only host are `unavailable`).
    let listener: QueryListener = () => {};
    const ping = vi.fn(async () => true);
    const database = {
      onQuery: (next: QueryListener) => {
        listener = next;
        return () => {};
      },
      onConnection: () => () => {},
      ping,
      poolStats: () => undefined,
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializer);
    await app.register(
      fp(
        async (scope) => {
          scope.decorate('database', database as never);
        },
        { name: 'database' },
      ),
    );
    await app.register(
      fp(
        async (scope) => {
          scope.decorate('config', testConfig());
        },
        { name: 'config' },
      ),
    );
    await app.register(healthPlugin);
    const ready = async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode;
    try {
      listener(0.001, false, false);
      expect(await ready()).toBe(200);
      expect(ping).toHaveBeenCalledTimes(0);
      listener(0.001, true, false);
      expect(await ready()).toBe(200);
      expect(ping).toHaveBeenCalledTimes(0);
      listener(3, true, true);
      expect(await ready()).toBe(200);
      expect(ping).toHaveBeenCalledTimes(1);
      ping.mockResolvedValueOnce(false);
      listener(3, true, true);
      expect(await ready()).toBe(503);
      listener(0.001, false, false);
      expect(await ready()).toBe(200);
      expect(ping).toHaveBeenCalledTimes(2);
    } finally {
      await app.close();
    }
  });
});
