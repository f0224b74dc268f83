import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../../src/db/client';
import { createAgent, createCustomer } from '../../../src/db/factories';
import { accountErasures, blobRemovals, dataExports, documents, users } from '../../../src/db/schema';
import { addDemoDocuments, demoDocuments, holderOf } from '../../../src/demo/documents';
import type { BlobStore } from '../../../src/lib/blob-store/blob-store';
import { createBlobStore } from '../../../src/lib/blob-store/create-blob-store';
import { serverBundle } from '../../helpers/admin-cli';
import { getDatabase } from '../../helpers/database';
import { copyPgliteTemplate } from '../../helpers/pglite-template';
import { S3RVER_BUCKET, startS3rver } from '../../helpers/s3rver';
import { startServerProcess } from '../../helpers/server-process';
import { tempDir } from '../../helpers/temp-dir';
import { TEST_BANKING_KEYS } from '../../helpers/test-app';

/**
 * kill -9 in the middle of an erasure (issue 32, ADR 240): the real server process (`main.ts` through tsx)
 * on PGlite in a folder of its own (or the worker's PostgreSQL database with DATABASE_URL) and S3
 * (s3rver) behind a proxy of the test's. The proxy holds the first
 * DELETE of an object: the job has committed the account's deletion and waits on the storage — the process
 * is killed there. Restarted, the next run removes the queued files; nothing of the account is visible in
 * between, and the other customer keeps everything.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = tempDir('kp-erasure-kill');
const prefix = `run-${randomUUID()}/`;
const running: ChildProcess[] = [];
let s3: Awaited<ReturnType<typeof startS3rver>>;
let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
let erased: { userId: number; keys: string[] };
let kept: { userId: number; keys: string[] };

/**
 * Forwards to s3rver; while `holding`, the DELETE of a stored file is taken and never answered (`held`
 * resolves at the first): no file of the account can go before its rows' deletion committed.
 */
async function startHoldingProxy(target: string) {
  let holding = true;
  let seen: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    seen = resolve;
  });
  const server = http.createServer((request, response) => {
    // Only a stored file's DELETE (not a temporary object's, which the start-up sweep removes).
    if (holding && request.method === 'DELETE' && request.url?.includes('/files/')) {
      seen();
      return;
    }
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    release() {
      holding = false;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function startServer() {
  const server = startServerProcess([await serverBundle()], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      // The shared database's ring: a key of its own would seal other files' clear IBANs at its start.
      BANKING_KEYS: TEST_BANKING_KEYS,
      S3_ENDPOINT: proxy.url,
      S3_BUCKET: S3RVER_BUCKET,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_REGION: s3.config.region,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO_DATA: 'false',
      // The machine running the tests may be busy: no request may be shed for load here.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PASSWORD_SCRYPT_LOG_N: '10',
      REMINDER_WORKER: 'true',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
  });
  running.push(server.child);
  return server;
}

async function putObject(store: BlobStore, key: string) {
  const pending = await store.write(Readable.from([randomBytes(256)]), { maxBytes: 1024 });
  await pending.commit(key);
}

/** A customer with the demo's documents, a picture and an export ZIP in the bucket; answers its keys. */
async function customerWithFiles(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  store: BlobStore,
  name: string,
) {
  const agent = await createAgent(db);
  const input = { firstName: name, lastName: 'Kill', persons: [{ firstname: name, lastname: 'Kill' }] };
  const customer = await createCustomer(db, {
    ...input,
    email: `${name.toLowerCase()}.kill-${randomUUID().slice(0, 8)}@example.com`,
    agentId: agent.id,
    scryptLogN: 10,
  });
  const mainPersonId = customer.persons[0]?.id ?? 0;
  const owner = { email: customer.email, userId: customer.user.id, mainPersonId };
  await addDemoDocuments(db, store, owner, demoDocuments('erika', agent, holderOf(input)));
  const avatar = `avatar-${randomBytes(8).toString('hex')}`;
  const zip = `export-${randomBytes(8).toString('hex')}`;
  await putObject(store, avatar);
  await putObject(store, zip);
  await db.update(users).set({ avatarKey: avatar, hasAvatar: true }).where(eq(users.id, customer.user.id));
  await db.insert(dataExports).values({
    userId: customer.user.id,
    status: 'fertig',
    progress: 100,
    fileKey: zip,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const files = await db
    .select({ key: documents.blobKey })
    .from(documents)
    .where(eq(documents.userId, customer.user.id));
  return { userId: customer.user.id, keys: [...files.map((row) => row.key), avatar, zip] };
}

const objects = () => s3.objectsUnder(S3RVER_BUCKET, prefix);

/** The database the server process uses: PGlite has one owner, so it is opened only while no server runs. */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return work((await getDatabase()).db);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  // PGlite: the folder starts as a copy of the run's migrated template.
  if (!process.env.DATABASE_URL) await copyPgliteTemplate(dataDir);
  s3 = await startS3rver();
  proxy = await startHoldingProxy(s3.config.endpoint);
  const store = await createBlobStore({ dataDir, blobStorage: { kind: 's3', ...s3.config, prefix } });
  await withDatabase(async (db) => {
    erased = await customerWithFiles(db, store, 'Konrad');
    kept = await customerWithFiles(db, store, 'Karla');
    const asked = new Date(Date.now() - 15 * 86_400_000);
    await db.insert(accountErasures).values({
      userId: erased.userId,
      requestedAt: asked,
      dueAt: new Date(asked.getTime() + 14 * 86_400_000),
    });
  });
}, 60_000);

afterAll(async () => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await proxy?.close();
  await s3?.close();
});

describe('kill -9 in the middle of an erasure', () => {
  it('finishes after a restart: the rows went at once, the queued files go with the next run', async () => {
    expect(await objects()).toEqual(expect.arrayContaining([...erased.keys, ...kept.keys]));
    const first = await startServer();
    await proxy.held;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    // What the kill left: the account's rows gone in one transaction, its files still stored, their keys queued.
    const ours = [...erased.keys, ...kept.keys];
    await withDatabase(async (db) => {
      expect(await db.select().from(users).where(eq(users.id, erased.userId))).toEqual([]);
      const queued = await db.select({ key: blobRemovals.key }).from(blobRemovals);
      expect(queued.flatMap((row) => (ours.includes(row.key) ? [row.key] : [])).sort()).toEqual(
        [...erased.keys].sort(),
      );
    });
    expect(await objects()).toEqual(expect.arrayContaining(erased.keys));

    proxy.release();
    const second = await startServer();
    await second.listening;
    await expect
      .poll(async () => (await objects()).filter((key) => erased.keys.includes(key)), { timeout: 60_000 })
      .toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);

    expect(await objects()).toEqual(expect.arrayContaining(kept.keys));
    await withDatabase(async (db) => {
      expect(await db.select().from(blobRemovals).where(inArray(blobRemovals.key, ours))).toEqual([]);
      const stillThere = await db
        .select({ key: documents.blobKey })
        .from(documents)
        .where(eq(documents.userId, kept.userId));
      expect(stillThere.length).toBeGreaterThan(0);
      expect(await db.select({ id: users.id }).from(users).where(eq(users.id, kept.userId))).toHaveLength(1);
    });
  }, 180_000);
});
