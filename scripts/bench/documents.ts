import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { buildServer } from '../build-server';
import { type BenchCustomer, prepareDocumentsData } from './documents-data';
import { type ListRow, printLists, printUploads, type UploadRuns } from './documents-report';
import { clientHeaders, type LoadOptions, measure } from './http';
import { type ChildServer, sampleRss, startChild } from './process';
import { benchTempDir } from './temp-dir';
import { startBareCopyServer, type UploadFile, upload, writeUploadFile } from './upload';

const MB = 1024 * 1024;
const SETTLE_MS = 1000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The production bundle in a process of its own (RSS is the server's alone), on `dataDir` or PostgreSQL. */
export async function startPortal(
  bundleDir: string,
  dataDir: string,
  databaseUrl?: string,
): Promise<ChildServer> {
  return startChild(
    [path.join(bundleDir, 'main.js')],
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      // The bench customers' cost: a login must not rehash at 2^17 (128 MB of scrypt memory in the RSS).
      PASSWORD_SCRYPT_LOG_N: '10',
    },
    /Kundenportal läuft: http:\/\/localhost:(\d+)\//,
  );
}

export async function login(baseUrl: string, customer: BenchCustomer): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed: HTTP ${response.status}`);
  return { ...clientHeaders, authorization: `Bearer ${body.token}` };
}

/** Alternating uploads of the same file to the portal and to the bare copy server, RSS sampled for each. */
async function benchUploads(
  portal: ChildServer,
  headers: Record<string, string>,
  customer: BenchCustomer,
  workDir: string,
  runs: number,
): Promise<UploadRuns> {
  const portalUrl = `http://127.0.0.1:${portal.port}/api/v2/document/person/${customer.mainPersonId}`;
  const file = await writeUploadFile(workDir, MAX_UPLOAD_BYTES);
  const warmUp = await writeUploadFile(workDir, MB);
  const bareDir = path.join(workDir, 'bare');
  mkdirSync(bareDir);
  const bare = await startBareCopyServer(bareDir);
  const bareUrl = `http://127.0.0.1:${bare.port}/upload`;
  const once = async (server: ChildServer, url: string, what: UploadFile) => {
    // From a resting server: right after an upload its RSS is still settling (frees, the database's commit).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const sampler = sampleRss(server.pid);
    const result = await upload(url, headers, what);
    const { growth } = sampler.stop();
    if (result.status !== 201) throw new Error(`upload answered ${result.status}: ${result.body}`);
    return { seconds: result.seconds, growth };
  };
  try {
    // Code paths loaded once (multipart, file-type, the disk store) are not the upload's memory.
    await once(portal, portalUrl, warmUp);
    await once(bare, bareUrl, warmUp);
    const measured: UploadRuns = { portal: [], bare: [] };
    for (let run = 0; run < runs; run += 1) {
      console.log(`Uploading 25 MB, run ${run + 1} of ${runs} …`);
      measured.bare.push(await once(bare, bareUrl, file));
      measured.portal.push(await once(portal, portalUrl, file));
    }
    return measured;
  } finally {
    await bare.stop();
  }
}

/**
 * GET /api/documents as a browser asks for it (Accept-Encoding gzip, as every browser sends): autocannon
 * under load, and one request at a time to the last byte received (decompressing is the browser's work, not
 * the server's). `bytes` is the JSON's size, `sent` what went over the wire.
 */
async function benchList(
  baseUrl: string,
  target: string,
  headers: Record<string, string>,
  load: LoadOptions,
) {
  const url = `${baseUrl}/api/documents`;
  const asBrowser = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
  const sequentialMs: number[] = [];
  let sent = 0;
  for (let index = 0; index < 30; index += 1) {
    const started = performance.now();
    sent = await getRaw(url, asBrowser);
    if (index >= 5) sequentialMs.push(performance.now() - started);
  }
  const plain = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
  const result = await measure(target, url, asBrowser, load);
  // The same bytes from a bare node:http server under the same load: what the load generator and loopback
  // allow for a body this size, whatever the portal does.
  const bare = await startGzipServer(plain);
  try {
    const bareResult = await measure(`bare ${target}`, bare.url, asBrowser, load);
    return { bytes: plain.length, sent, sequentialMs, result, bare: bareResult };
  } finally {
    await bare.close();
  }
}

/** A bare node:http server answering every request with `json` gzipped once, as the portal sends it. */
async function startGzipServer(json: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const body = gzipSync(json);
  const server = http.createServer((_request, reply) => {
    reply.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': body.length,
    });
    reply.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/documents`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** GET to the last byte without decompressing; the body's size as sent. */
function getRaw(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      response.on('end', () => resolve(size));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Issue 9's documents figures: a 25 MB upload's peak RSS growth and throughput next to a bare node:http
 * copy (on PGlite and the disk store), and GET /api/documents with 100 and 10,000 documents (PGlite, and
 * PostgreSQL when a URL is given). The server is the production bundle in a process of its own.
 */
export async function benchDocuments(load: LoadOptions, uploadRuns: number): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const databases = [{ kind: 'pglite', url: undefined as string | undefined }];
  if (postgresUrl) databases.push({ kind: 'postgres', url: postgresUrl });
  else console.log('No BENCH_DATABASE_URL or DATABASE_URL: PostgreSQL rows skipped.');

  const bundleDir = path.join(root, '.tmp', 'bench-server');
  await buildServer(bundleDir);
  const listRows: ListRow[] = [];
  let uploads: UploadRuns | undefined;
  try {
    for (const database of databases) {
      const workDir = benchTempDir('kundenportal-bench-documents');
      const counts = { hundred: 100, tenThousand: 10_000, uploader: 0 };
      console.log(`Preparing ${database.kind}: customers with 100 and 10,000 documents …`);
      const data = await prepareDocumentsData(
        { dataDir: workDir, databaseUrl: database.url, wipe: Boolean(process.env.BENCH_DATABASE_URL) },
        counts,
      );
      const portal = await startPortal(bundleDir, workDir, database.url);
      const baseUrl = `http://127.0.0.1:${portal.port}`;
      try {
        const { hundred, tenThousand, uploader } = data.customers;
        if (!hundred || !tenThousand || !uploader) throw new Error('bench customers missing');
        // First, on the fresh process: what the upload costs, not what the lists left in the heap.
        if (!uploads)
          uploads = await benchUploads(portal, await login(baseUrl, uploader), uploader, workDir, uploadRuns);
        for (const [customer, count] of [
          [hundred, counts.hundred],
          [tenThousand, counts.tenThousand],
        ] as const) {
          console.log(`Measuring GET /api/documents with ${count} documents on ${database.kind} …`);
          const target = `${database.kind} ${count}`;
          const measured = await benchList(baseUrl, target, await login(baseUrl, customer), load);
          listRows.push({ target, count, ...measured });
        }
      } finally {
        await portal.stop();
        await data.remove();
        rmSync(workDir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
  if (uploads) printUploads(uploads);
  printLists(listRows);
}
