import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyRuns } from '../../../src/db/schema';
import {
  createDailyRunRepository,
  DAILY_RUN_LEASE_MS,
} from '../../../src/modules/reminders/daily-run-repository';
import {
  createDeliveryRepository,
  type DeliveryRepository,
} from '../../../src/modules/reminders/delivery-repository';
import { scanDeadlinesOnce, type WorkerOptions } from '../../../src/modules/reminders/reminder-worker';
import { contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { queuedMailsTo } from '../../helpers/reminders';
import { createTestApp, useTestApp } from '../../helpers/test-app';

/**
 * The daily deadline scan reads every active contract: once a day for the whole cluster, not once per
 * process and start (issue 34, ADR 334). Each test has a name or a day of its own (the worker's database
 * is shared with the files before).
 */
const t = useTestApp(() => ({ REMINDER_WORKER: 'true' }));
afterEach(() => t.app.clock.set(null));

async function runs() {
  const { db } = await getDatabase();
  return createDailyRunRepository(db);
}

describe('the claim on a day (daily_runs)', () => {
  it('is had by one: the next is busy, then done once finished; a new day is claimed again', async () => {
    const daily = await runs();
    expect(await daily.claim('claim-test', '2035-01-10')).toBe('claimed');
    expect(await daily.claim('claim-test', '2035-01-10')).toBe('busy');
    await daily.finish('claim-test', '2035-01-10');
    expect(await daily.claim('claim-test', '2035-01-10')).toBe('done');
    expect(await daily.claim('claim-test', '2035-01-11')).toBe('claimed');
    // A day of its own each: the test clock moves both ways, and a process's run at the real day between
    // does not undo another day's.
    expect(await daily.claim('claim-test', '2035-01-09')).toBe('claimed');
    expect(await daily.claim('claim-test', '2035-01-10')).toBe('done');
  });

  it('keeps a week of finished days: older rows go when a day is finished', async () => {
    const daily = await runs();
    const { db } = await getDatabase();
    for (const day of ['2035-04-01', '2035-04-03', '2035-04-10']) {
      expect(await daily.claim('prune-test', day)).toBe('claimed');
      await daily.finish('prune-test', day);
    }
    const days = await db
      .select({ day: dailyRuns.day })
      .from(dailyRuns)
      .where(eq(dailyRuns.name, 'prune-test'))
      .orderBy(dailyRuns.day);
    expect(days.map((row) => row.day)).toEqual(['2035-04-03', '2035-04-10']);
  });

  it('given back (a closing process) is claimed again; finished work is not given back', async () => {
    const daily = await runs();
    expect(await daily.claim('release-test', '2035-02-01')).toBe('claimed');
    await daily.release('release-test', '2035-02-01');
    expect(await daily.claim('release-test', '2035-02-01')).toBe('claimed');
    await daily.finish('release-test', '2035-02-01');
    await daily.release('release-test', '2035-02-01');
    expect(await daily.claim('release-test', '2035-02-01')).toBe('done');
  });

  it('is taken over once its lease ran out (a process killed while scanning), not a moment before', async () => {
    const daily = await runs();
    const { db } = await getDatabase();
    expect(await daily.claim('lease-test', '2035-03-01')).toBe('claimed');
    const claimedAgo = (ms: number) =>
      db
        .update(dailyRuns)
        .set({ claimedAt: sql`now() - ${`${ms} milliseconds`}::interval` })
        .where(and(eq(dailyRuns.name, 'lease-test'), eq(dailyRuns.day, '2035-03-01')));
    await claimedAgo(DAILY_RUN_LEASE_MS - 60_000);
    expect(await daily.claim('lease-test', '2035-03-01')).toBe('busy');
    await claimedAgo(DAILY_RUN_LEASE_MS + 1_000);
    expect(await daily.claim('lease-test', '2035-03-01')).toBe('claimed');
  });
});

describe('the deadline scan in the reminder worker', () => {
  it('runs in one process a day: another process on the same day tells no one, on the next day it does', async () => {
    // Yearly from 01.01., three months' notice: kündbar bis 30.09.2034, told from 31.08. on.
    const first = await createContractCustomer(t.app);
    contractOf(await first.api.create(hausrat(first.mainId)));
    t.app.clock.set(new Date('2034-09-01T10:00:00Z'));
    await t.app.clock.moved();
    expect(await queuedMailsTo(first.email)).toHaveLength(1);

    // A contract added after the day's scan, and a second process on that day.
    const later = await createContractCustomer(t.app);
    contractOf(await later.api.create(hausrat(later.mainId)));
    const second = await createTestApp({ REMINDER_WORKER: 'true' });
    try {
      second.app.clock.set(new Date('2034-09-01T15:00:00Z'));
      await second.app.clock.moved();
      expect(await queuedMailsTo(later.email)).toEqual([]);
      second.app.clock.set(new Date('2034-09-02T10:00:00Z'));
      await second.app.clock.moved();
      expect((await queuedMailsTo(later.email)).map((mail) => mail.subject)).toEqual([
        'Kündigungsfrist: Hausrat Wohnung bis 30.09.2034 kündbar',
      ]);
      expect(await queuedMailsTo(first.email)).toHaveLength(1);
    } finally {
      second.app.clock.set(null);
      await second.app.close();
    }
  });

  it('gives the day back when the scan ends by the close or an error, and keeps it when finished', async () => {
    const { db } = await getDatabase();
    const real = createDeliveryRepository(db);
    const daily = createDailyRunRepository(db);
    // The query builder's type; the scan only awaits its rows.
    const options = (
      deadlineCandidates: (after: number, day: string, limit: number) => unknown,
    ): WorkerOptions => ({
      delivery: { ...real, deadlineCandidates } as unknown as DeliveryRepository,
      dailyRuns: daily,
      intervalMs: 60_000,
      publicUrl: 'https://portal.example',
    });
    const marked = vi.fn();

    const closing = new AbortController();
    const closed = options((after, day, limit) => {
      closing.abort();
      return real.deadlineCandidates(after, day, limit);
    });
    await scanDeadlinesOnce(closed, '2036-09-05', closing.signal, marked);
    expect(marked).not.toHaveBeenCalled();
    expect(await daily.claim('deadline-scan', '2036-09-05')).toBe('claimed');
    await daily.release('deadline-scan', '2036-09-05');

    const failing = options(() => {
      throw new Error('connection lost');
    });
    await expect(
      scanDeadlinesOnce(failing, '2036-09-05', new AbortController().signal, marked),
    ).rejects.toThrow('connection lost');
    expect(marked).not.toHaveBeenCalled();

    const running = new AbortController().signal;
    await scanDeadlinesOnce(options(real.deadlineCandidates), '2036-09-05', running, marked);
    expect(marked).toHaveBeenCalledTimes(1);
    expect(await daily.claim('deadline-scan', '2036-09-05')).toBe('done');
    // Done elsewhere: this process marks the day too, and scans nothing.
    const unread = vi.fn(real.deadlineCandidates);
    await scanDeadlinesOnce(options(unread), '2036-09-05', running, marked);
    expect(unread).not.toHaveBeenCalled();
    expect(marked).toHaveBeenCalledTimes(2);
  });
});
