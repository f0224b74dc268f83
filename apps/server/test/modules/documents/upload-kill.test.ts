import type { ChildProcess } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { createCustomer } from '../../../src/db/factories';
import { documents } from '../../../src/db/schema';
import { serverBundle } from '../../helpers/admin-cli';
import { multipartBody, samples } from '../../helpers/documents';
import { copyPgliteTemplate } from '../../helpers/pglite-template';
import { startServerProcess } from '../../helpers/server-process';
import { tempDir } from '../../helpers/temp-dir';
import { authHeaders, clientHeaders } from '../../helpers/test-app';

/**
 * kill -9 during an upload (issue 9): the real server process (`main.ts` through tsx) on PGlite in a data
 * folder of its own, whatever database the other tests use: PGlite and disk make the process the storage's
 * only user, so a restart clears everything the killed upload left.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = tempDir('kp-kill');
const filesDir = path.join(dataDir, 'files');
const customer = { email: 'kill@example.com', password: 'Abbruch!2026' };
let mainId = 0;
const running: ChildProcess[] = [];

async function startServer() {
  const server = startServerProcess([await serverBundle()], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO_DATA: 'false',
      // The machine running the tests may be busy: no request may be shed for load here.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PASSWORD_SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
  });
  running.push(server.child);
  return server;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function upload(url: string, token: string, name: string, content: Buffer) {
  const { body, contentType } = multipartBody({ name, content });
  return fetch(`${url}/api/v2/document/person/${mainId}`, {
    method: 'POST',
    headers: { ...authHeaders(token), 'content-type': contentType },
    body: new Uint8Array(body),
  });
}

async function listed(url: string, token: string): Promise<DocumentDto[]> {
  const response = await fetch(`${url}/api/documents`, { headers: authHeaders(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { documents: DocumentDto[] }).documents;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The temporary file of the upload in flight once it holds bytes. */
async function tempFileWithBytes(): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    for (const name of await readdir(filesDir)) {
      if (name.startsWith('tmp-') && (await stat(path.join(filesDir, name))).size > 0) return name;
    }
    await sleep(25);
  }
  throw new Error('the upload never reached the store');
}

beforeAll(async () => {
  // PGlite has one owner: the customer is made before the server opens the database (a copy of the run's
  // migrated template).
  await copyPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const created = await createCustomer(database.db, {
      ...customer,
      scryptLogN: 10,
      config: { dokumente_list: true, dokumente_eigene: true },
      persons: [{ firstname: 'Karl', lastname: 'Kill' }],
    });
    mainId = created.persons[0]?.id ?? 0;
  } finally {
    await database.close();
  }
}, 60_000);

afterAll(() => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('kill -9 in the middle of an upload', () => {
  it('leaves no row, no file and no temporary object after a restart; earlier documents survive', async () => {
    const first = await startServer();
    const url = await first.listening;
    const token = await login(url);
    const kept = samples.pdf();
    const before = await upload(url, token, 'Vorher.pdf', kept);
    expect(before.status).toBe(201);
    const keptDocument = ((await before.json()) as { document: DocumentDto }).document;
    const keptKey = keptDocument.filename.replace(/\.pdf$/, '');

    // 4 MB announced, 1 MB sent; the rest never comes.
    const big = Buffer.concat([samples.pdf(), Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const { body, contentType } = multipartBody({ name: 'Gross.pdf', content: big });
    const request = http.request(`${url}/api/v2/document/person/${mainId}`, {
      method: 'POST',
      headers: { ...authHeaders(token), 'content-type': contentType, 'content-length': body.length },
    });
    const requestFailed = new Promise<unknown>((resolve) => request.on('error', resolve));
    request.write(body.subarray(0, 1024 * 1024));
    const temp = await tempFileWithBytes();
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(await requestFailed).toBeInstanceOf(Error);
    // What the kill left: the half upload next to the earlier document's file.
    expect((await readdir(filesDir)).sort()).toEqual([keptKey, temp].sort());

    const second = await startServer();
    const url2 = await second.listening;
    // Log lines are written asynchronously (ADR 008): under load they may follow the listening line.
    await expect.poll(() => second.output()).toContain('blob store: removed 1 unfinished upload(s)');
    await expect
      .poll(() => second.output())
      .toContain('documents: removed 0 stored file(s) without a document (1 checked)');
    expect(await readdir(filesDir)).toEqual([keptKey]);
    const token2 = await login(url2);
    expect((await listed(url2, token2)).map((d) => d.filename)).toEqual([keptDocument.filename]);
    const ticket = await fetch(
      `${url2}/api/documents/ticket?type=person&id=${mainId}&filename=${keptDocument.filename}`,
      { headers: authHeaders(token2) },
    );
    const download = await fetch(`${url2}${((await ticket.json()) as { url: string }).url}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(kept)).toBe(true);

    const after = await upload(url2, token2, 'Danach.pdf', samples.pdf());
    expect(after.status).toBe(201);
    const afterKey = ((await after.json()) as { document: DocumentDto }).document.filename.replace(
      /\.pdf$/,
      '',
    );
    expect((await readdir(filesDir)).sort()).toEqual([keptKey, afterKey].sort());
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);

    // The rows behind the API: exactly the two documents, each with its file.
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ key: documents.blobKey }).from(documents);
      expect(rows.map((row) => row.key).sort()).toEqual([keptKey, afterKey].sort());
    } finally {
      await database.close();
    }
  }, 60_000);
});
