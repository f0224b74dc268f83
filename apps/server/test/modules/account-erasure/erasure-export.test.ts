import type { Readable } from 'node:stream';
import { dataExportTexts } from '@kundenportal/domain/texts/data-export';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accountErasures, dataExports, outbox, users } from '../../../src/db/schema';
import type { PendingBlob } from '../../../src/lib/blob-store/blob-store';
import { createErasureRepository } from '../../../src/modules/account-erasure/erasure-repository';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import { exportHousehold } from '../data-export/data-export.fixtures';

/**
 * An export running while the account's erasure begins (ADR 241): it ends after the erasure's first step
 * closed the account, so it is not finished — no file, no ready mail — and the job then leaves nothing of
 * it. The worker's own runs are an hour apart: the test takes the job's steps itself.
 */
const t = useTestApp({ REMINDER_WORKER: 'true', REMINDER_INTERVAL_SECONDS: '3600' });
const DAY = 86_400_000;

/** Holds the next file the blob store commits until `release()`; `reached` once it waits. */
function holdNextCommit() {
  let release = () => {};
  let reached = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const waiting = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const keys: string[] = [];
  const store = t.app.blobStore;
  const write = store.write.bind(store);
  const spy = vi
    .spyOn(store, 'write')
    .mockImplementation(async (body: Readable, options: { maxBytes: number }): Promise<PendingBlob> => {
      const pending = await write(body, options);
      return {
        size: pending.size,
        sha256: pending.sha256,
        abort: () => pending.abort(),
        commit: async (key) => {
          reached();
          await held;
          keys.push(key);
          await pending.commit(key);
        },
      };
    });
  const releaseHeld = () => {
    spy.mockRestore();
    release();
  };
  return { waiting, keys, release: releaseHeld };
}

describe('an export while the account is erased (issue 32, ADR 241)', () => {
  it('is not finished once the account is closed: no file, no ready mail; the job leaves nothing of it', async () => {
    const household = await exportHousehold(t.app, { first: 'Ella', last: 'Exportlos' });
    t.app.clock.set(new Date(Date.now() - 15 * DAY));
    const asked = await household.call('POST', '/api/users/loeschen', { password: household.password });
    expect(asked.statusCode, asked.body).toBe(202);
    t.app.clock.set(null);
    const { db } = await getDatabase();
    const [erasure] = await db
      .select({ id: accountErasures.id })
      .from(accountErasures)
      .where(eq(accountErasures.userId, household.userId));

    const zip = holdNextCommit();
    const requested = await household.call('POST', '/api/users/export');
    expect(requested.statusCode, requested.body).toBe(202);
    const { id } = requested.json<{ export: { id: string } }>().export;
    await zip.waiting;
    // The job's first step, as it takes it: the account closed (no login, no session).
    const erasures = createErasureRepository(t.app.database.db);
    const now = t.app.clock.now();
    await erasures.transaction(async (tx) => {
      const claimed = await erasures.claim(tx, now, erasure?.id);
      if (!claimed) throw new Error('erasure not due');
      await erasures.closeAccount(tx, claimed, now);
    });
    zip.release();
    await t.app.backgroundJobs.idle();

    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'fehler', fileKey: null });
    expect(zip.keys).toHaveLength(1);
    expect(await t.app.blobStore.size(zip.keys[0] ?? '')).toBeNull();
    const ready = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          sql`${outbox.payload} ->> 'to' = ${household.email}`,
          sql`${outbox.payload} ->> 'subject' = ${dataExportTexts.mailSubject}`,
        ),
      );
    expect(ready).toEqual([]);

    await t.app.clock.moved();
    expect(await db.select().from(users).where(eq(users.id, household.userId))).toEqual([]);
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, household.userId))).toEqual([]);
  });
});
