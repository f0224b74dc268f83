import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountErasures, dataExports, documents, signedForms, users } from '../../../src/db/schema';
import { createErasureRepository } from '../../../src/modules/account-erasure/erasure-repository';
import { getDatabase } from '../../helpers/database';
import { S3RVER_BUCKET, useS3rver } from '../../helpers/s3rver';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import { maxLikeHousehold, newIdentity } from './erasure.fixtures';

/**
 * The erasure job with the S3 blob store (s3rver, ADR 240): the account's objects are gone from the
 * bucket after the job, the restricted signed forms' PDFs stay; and an erasure a crash left after its
 * first step (the account closed, nothing deleted) is finished by the next run, whatever the clock says.
 */
const s3 = useS3rver();
const t = useTestApp(() => ({ ...s3.env(), REMINDER_WORKER: 'true' }));
const DAY = 86_400_000;

const prefixOf = () => (t.config.blobStorage.kind === 's3' ? (t.config.blobStorage.prefix ?? '') : '');

async function keysOf(userId: number) {
  const { db } = await getDatabase();
  const files = await db
    .select({ key: documents.blobKey })
    .from(documents)
    .where(eq(documents.userId, userId));
  const exports = await db
    .select({ key: dataExports.fileKey })
    .from(dataExports)
    .where(eq(dataExports.userId, userId));
  const forms = await db
    .select({ key: signedForms.pdfBlobKey })
    .from(signedForms)
    .where(eq(signedForms.userId, userId));
  return {
    erased: [...files, ...exports].flatMap((row) => (row.key ? [row.key] : [])),
    retained: forms.map((row) => row.key),
  };
}

async function askErasure(household: Awaited<ReturnType<typeof maxLikeHousehold>>, at: Date) {
  t.app.clock.set(at);
  const asked = await household.call('POST', '/api/users/loeschen', { password: household.password });
  t.app.clock.set(null);
  expect(asked.statusCode, asked.body).toBe(202);
}

describe('the erasure job on S3', () => {
  it('removes the account’s objects from the bucket and keeps the restricted records’ PDFs', async () => {
    const max = await maxLikeHousehold(t.app, newIdentity('Max'));
    const keys = await keysOf(max.userId);
    expect(keys.erased.length).toBeGreaterThanOrEqual(4);
    expect(keys.retained.length).toBeGreaterThan(0);
    const before = await s3.objectsUnder(S3RVER_BUCKET, prefixOf());
    expect(before).toEqual(expect.arrayContaining([...keys.erased, ...keys.retained]));

    await askErasure(max, new Date(Date.now() - 15 * DAY));
    await t.app.clock.moved();

    const after = await s3.objectsUnder(S3RVER_BUCKET, prefixOf());
    expect(after.filter((key) => keys.erased.includes(key))).toEqual([]);
    expect(after).toEqual(expect.arrayContaining(keys.retained));
    const { db } = await getDatabase();
    expect(await db.select().from(users).where(eq(users.id, max.userId))).toEqual([]);
  }, 120_000);

  it('finishes an erasure a crash left closed after its first step, though the clock is before its day', async () => {
    const max = await maxLikeHousehold(t.app, newIdentity('Maximilian'));
    const keys = await keysOf(max.userId);
    await askErasure(max, new Date(Date.now() - 15 * DAY));
    // What a kill right after the first transaction leaves: the account closed, every row and file still there.
    const { db } = await getDatabase();
    const repository = createErasureRepository(db);
    const now = new Date();
    const [pending] = await db.select().from(accountErasures).where(eq(accountErasures.userId, max.userId));
    await repository.transaction(async (tx) => {
      const erasure = await repository.claim(tx, now, pending?.id);
      expect(erasure?.userId).toBe(max.userId);
      if (erasure) await repository.closeAccount(tx, erasure, now);
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(max.token) });
    expect([401, 403]).toContain(me.statusCode);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, max.userId))).toHaveLength(1);

    // The next run, with the clock a month back: a started erasure is finished whatever the day.
    t.app.clock.set(new Date(Date.now() - 30 * DAY));
    await t.app.clock.moved();
    t.app.clock.set(null);
    expect(await db.select().from(users).where(eq(users.id, max.userId))).toEqual([]);
    const after = await s3.objectsUnder(S3RVER_BUCKET, prefixOf());
    expect(after.filter((key) => keys.erased.includes(key))).toEqual([]);
  }, 120_000);
});
