import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBankingKeys } from '../../../src/config/banking-keys';
import { bankAggregatorRemovals } from '../../../src/db/schema';
import { createFieldCipher } from '../../../src/lib/field-cipher';
import {
  type AggregatorRemovalDeps,
  PASS_BUDGET_MS,
  ROWS_PER_PASS,
  removeQueuedAggregatorUsers,
  retryWaitMs,
} from '../../../src/modules/banking/providers/aggregator-removals';
import { rotateAggregatorKeys } from '../../../src/modules/banking/providers/aggregator-rotate-repository';
import { getDatabase } from '../../helpers/database';
import { type FinapiStandIn, startFinapiStandIn } from '../../helpers/finapi-stand-in';
import { createTestApp, TEST_BANKING_KEYS, useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';

let finapi: FinapiStandIn;
beforeAll(async () => {
  finapi = await startFinapiStandIn({ clientId: 'portal-client', clientSecret: 'client-secret-4711' });
});
afterAll(() => finapi.close());

const t = useTestApp(() => ({ ...finapi.env(), REMINDER_WORKER: 'true' }));
const DAY = 86_400_000;

/** A customer who connected a bank through finAPI: the finAPI user's login and password. */
async function connectedCustomer() {
  const c = await bankingCustomer(t.app);
  finapi.setBank('Sparkasse KölnBonn', () => [
    { id: 9000 + finapi.users.size, iban: testIban(), balance: 10, transactions: [] },
  ]);
  const started = await c.call('POST', `${BANKING}/account/create`);
  expect(started.statusCode, started.body).toBe(201);
  const { webform } = started.json<{ webform: { id: number; url: string } }>();
  finapi.finish(new URL(webform.url).pathname.split('/').at(-1) as string, 'COMPLETED');
  expect((await c.call('GET', `${BANKING}/webform/${webform.id}`)).json().webform.status).toBe('fertig');
  const [login, password] = [...finapi.users].at(-1) as [string, string];
  return { c, login, password };
}

/** The customer asks for the erasure two weeks back; the clock at `at`, the job runs. */
async function erase(c: Awaited<ReturnType<typeof connectedCustomer>>['c'], at: number) {
  t.app.clock.set(new Date(at - 15 * DAY));
  const asked = await c.call('POST', '/api/users/loeschen', { password: c.password });
  expect(asked.statusCode, asked.body).toBe(202);
  await runJobAt(at);
}

async function runJobAt(at: number) {
  t.app.clock.set(new Date(at));
  await t.app.clock.moved();
}

// Each test expects an empty queue: the worker's database is shared by the files before this one (the
// account erasure's tests queue finAPI users that no stand-in knows), and a test that fails part-way
// leaves its rows to the next.
const emptyQueue = async () => {
  const { db } = await getDatabase();
  await db.delete(bankAggregatorRemovals);
  t.app.clock.set(null);
};
beforeEach(emptyQueue);
afterEach(emptyQueue);

async function queued() {
  const { db } = await getDatabase();
  const rows = (await db.execute(
    sql`select r::text as row, r.attempts, r.due_at::text as due from bank_aggregator_removals r`,
  )) as unknown as { rows: { row: string; attempts: number; due: string }[] };
  return rows.rows;
}

/** `count` finAPI users queued for deletion directly (as the erasure queues them), due a second ago. */
async function queueUsers(count: number, at: number) {
  const { db } = await getDatabase();
  const cipher = createFieldCipher(parseBankingKeys(TEST_BANKING_KEYS));
  const logins = Array.from({ length: count }, () => `queued-${randomBytes(6).toString('hex')}`);
  for (const login of logins) finapi.users.set(login, `pw-${login}`);
  const rows = logins.map((login) => ({
    provider: 'finapi',
    loginSealed: cipher.seal(login),
    passwordSealed: cipher.seal(`pw-${login}`),
    dueAt: new Date(at - 1000),
  }));
  await db.insert(bankAggregatorRemovals).values(rows);
  return logins;
}

/** The promise's value, or 'still waiting' after `ms`. */
const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);

const deletes = () => finapi.calls.filter((call) => call === 'DELETE /api/v2/users').length;

describe('the finAPI user at the account’s erasure (ADR 284)', () => {
  it('is deleted at finAPI after the erasure committed, and the queue is empty again', async () => {
    const { c, login } = await connectedCustomer();
    const other = await connectedCustomer();
    const before = deletes();
    await erase(c, Date.now());
    expect(finapi.users.has(login)).toBe(false);
    expect(finapi.connections.some((connection) => connection.user === login)).toBe(false);
    expect(deletes()).toBe(before + 1);
    expect(await queued()).toEqual([]);
    // Another customer's finAPI user stays.
    expect(finapi.users.has(other.login)).toBe(true);
    t.app.clock.set(null);
  });

  it('is tried again after a failed DELETE (finAPI 500), sealed while it waits, and then deleted', async () => {
    const { c, login, password } = await connectedCustomer();
    const start = Date.now();
    const before = deletes();
    finapi.failNext(500, { errors: [{ code: 'UNKNOWN_ERROR', message: 'down', type: 'TECHNICAL' }] });
    await erase(c, start);
    expect(deletes()).toBe(before + 1);
    expect(finapi.users.has(login)).toBe(true);
    const [waiting, ...more] = await queued();
    expect(more).toEqual([]);
    expect(waiting?.attempts).toBe(1);
    // The test clock, once set, runs on: the task's now is `start` plus the milliseconds the erasure took.
    const due = new Date(waiting?.due ?? 0).getTime() - retryWaitMs(1);
    expect(due).toBeGreaterThanOrEqual(start);
    expect(due).toBeLessThanOrEqual(Date.now());
    for (const secret of [login, password]) expect(waiting?.row).not.toContain(secret);
    expect(t.logs.join('')).toContain('bank aggregator user not deleted yet');
    expect(t.logs.join('')).not.toContain(password);

    // Not yet due: no call.
    await runJobAt(start + retryWaitMs(1) - 1000);
    expect(deletes()).toBe(before + 1);
    // Due (at the row's own time: the try came some milliseconds after `start`): deleted, the row gone.
    await runJobAt(new Date(waiting?.due ?? 0).getTime());
    expect(deletes()).toBe(before + 2);
    expect(finapi.users.has(login)).toBe(false);
    expect(await queued()).toEqual([]);
    t.app.clock.set(null);
  });

  it('takes a user finAPI no longer knows (its login refused) as deleted', async () => {
    const { c, login } = await connectedCustomer();
    finapi.users.delete(login);
    finapi.expireTokens();
    await erase(c, Date.now());
    expect(await queued()).toEqual([]);
    t.app.clock.set(null);
  });

  it('keeps a user whose login finAPI refuses but still has (locked): tried again, not dropped (ADR 289)', async () => {
    const { c, login } = await connectedCustomer();
    const start = Date.now();
    finapi.locked.add(login);
    finapi.expireTokens();
    let due = 0;
    try {
      await erase(c, start);
      expect(finapi.calls).toContain(
        `GET /api/v2/users/verificationStatus?userId=${encodeURIComponent(login)}`,
      );
      expect(finapi.users.has(login)).toBe(true);
      const [waiting, ...more] = await queued();
      expect(more).toEqual([]);
      expect(waiting?.attempts).toBe(1);
      // Due a retry wait after the failed try, which came some milliseconds after `start` on a busy machine:
      // the job runs at the row's own due time (start + the wait was a little early 1 run in many).
      due = new Date(waiting?.due ?? 0).getTime();
      expect(due).toBeGreaterThanOrEqual(start + retryWaitMs(1));
    } finally {
      finapi.locked.delete(login);
    }
    await runJobAt(due);
    expect(finapi.users.has(login)).toBe(false);
    expect(await queued()).toEqual([]);
    t.app.clock.set(null);
  });

  it('calls a slow finAPI outside any transaction: the queued row can be changed meanwhile (ADR 289)', async () => {
    const { c, login } = await connectedCustomer();
    const before = deletes();
    const release = finapi.holdDeletes();
    let job: Promise<void> | null = null;
    try {
      job = erase(c, Date.now());
      await vi.waitFor(() => expect(deletes()).toBe(before + 1), { timeout: 15_000, interval: 20 });
      // finAPI has not answered yet: no lock on the row, no transaction holding the database.
      const { db } = await getDatabase();
      const changed = await within(db.execute(sql`update bank_aggregator_removals set attempts = 7`), 3000);
      expect(changed).not.toBe('still waiting');
    } finally {
      release();
      await job;
    }
    expect(finapi.users.has(login)).toBe(false);
    expect(await queued()).toEqual([]);
    t.app.clock.set(null);
  });

  it(`takes at most ${ROWS_PER_PASS} users a pass, the rest on the next one`, async () => {
    const start = Date.now();
    const logins = await queueUsers(ROWS_PER_PASS + 2, start);
    const before = deletes();
    await runJobAt(start);
    expect(deletes()).toBe(before + ROWS_PER_PASS);
    expect(await queued()).toHaveLength(2);
    await runJobAt(start + 1000);
    expect(deletes()).toBe(before + ROWS_PER_PASS + 2);
    expect(logins.filter((login) => finapi.users.has(login))).toEqual([]);
    expect(await queued()).toEqual([]);
    t.app.clock.set(null);
  });

  it('ends the pass at finAPI’s first "no answer" (503): the other users wait, untouched', async () => {
    const start = Date.now();
    await queueUsers(3, start);
    const before = deletes();
    finapi.failNext(503, { errors: [{ code: 'UNKNOWN_ERROR', message: 'maintenance', type: 'TECHNICAL' }] });
    await runJobAt(start);
    expect(deletes()).toBe(before + 1);
    const rows = await queued();
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 0, 1]);
    const failed = rows.find((row) => row.attempts === 1);
    await runJobAt(Math.max(start + retryWaitMs(1), new Date(failed?.due ?? 0).getTime()));
    expect(deletes()).toBe(before + 4);
    expect(await queued()).toEqual([]);
    t.app.clock.set(null);
  });

  // Last in the file: the rotation re-seals the test database's rows with a new key.
  it('a user waiting to be deleted survives a key rotation (npm run banking:rotate)', async () => {
    const { c, login } = await connectedCustomer();
    const start = Date.now();
    finapi.failNext(500, { errors: [{ code: 'UNKNOWN_ERROR', message: 'down', type: 'TECHNICAL' }] });
    await erase(c, start);
    t.app.clock.set(null);
    expect(await queued()).toHaveLength(1);
    const newKey = `neu:${randomBytes(32).toString('base64')}`;
    const { db } = await getDatabase();
    const cipher = createFieldCipher(parseBankingKeys(`${newKey},${TEST_BANKING_KEYS}`));
    expect(await rotateAggregatorKeys(db, cipher)).toBeGreaterThan(0);
    const [waiting] = await queued();
    expect(waiting?.row).toContain('neu:');
    const after = await createTestApp({ ...finapi.env(), REMINDER_WORKER: 'true', BANKING_KEYS: newKey });
    try {
      // The retry is due a wait after the failed pass's own time, which came after `start` by the erasure's
      // work (on a loaded machine past what the new app's clock had run on: the user was not due yet).
      after.app.clock.set(new Date(Math.max(start + retryWaitMs(1), new Date(waiting?.due ?? 0).getTime())));
      await after.app.clock.moved();
      expect(finapi.users.has(login)).toBe(false);
      expect(await queued()).toEqual([]);
    } finally {
      await after.app.close();
    }
  });

  it(`claims no further user once a pass ran ${PASS_BUDGET_MS / 1000} s (a slow finAPI)`, async () => {
    /** One pass over 3 due rows where each removal takes `ms`: the rows removed. */
    async function passWith(ms: number) {
      let clock = 0;
      const rows = [1, 2, 3].map((id) => ({
        id,
        attempts: 0,
        loginSealed: `l${id}`,
        passwordSealed: `p${id}`,
      }));
      const done: number[] = [];
      const deps = {
        repository: {
          claimNext: async () => rows.shift() ?? null,
          postpone: async () => {},
          done: async (id: number) => done.push(id),
        },
        cipher: { open: (value: string) => value },
        provider: {
          name: 'finapi',
          remove: async () => {
            clock += ms;
          },
        },
        log: { warn: () => {} },
        elapsed: () => clock,
      } as unknown as AggregatorRemovalDeps;
      expect(await removeQueuedAggregatorUsers(deps, new Date())).toBe(done.length);
      return done;
    }
    expect(await passWith(PASS_BUDGET_MS - 1)).toEqual([1, 2]);
    expect(await passWith(PASS_BUDGET_MS)).toEqual([1]);
    expect(await passWith(PASS_BUDGET_MS / 3)).toEqual([1, 2, 3]);
  });

  it('waits twice as long after each failure, at most a day', () => {
    expect([1, 2, 3, 4].map(retryWaitMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryWaitMs(11)).toBe(1024 * 60_000);
    expect(retryWaitMs(12)).toBe(DAY);
    expect(retryWaitMs(40)).toBe(DAY);
  });
});
