import { createWriteStream } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * PGlite has one owner: the process that opened DATA_DIR/db (a second one opening it would corrupt it).
 * That process answers `snapshot` on DATA_DIR/admin.sock (mode 0600, the data folder's owner only) with
 * a copy of its data folder taken between two statements (PGlite's dumpDataDir), so `npm run admin --
 * backup` works beside the serving portal (ADR 308). A process that finds the socket answering knows the
 * database is held.
 */
export const snapshotSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** The PGlite a Database holds (drizzle keeps its client as `$client`). */
export function pgliteOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * A point-in-time copy of the data folder (ADR 308): PGlite's dumpDataDir, a tar taken between two
 * statements while no other statement runs (an open transaction's rows are not in it: the copy is what a
 * crash at that moment would leave, and opening it recovers to the last commit). A checkpoint first keeps
 * the WAL to replay short.
 */
export function pgliteSnapshot(client: PGlite): () => Promise<Blob> {
  return async () => {
    await client.exec('checkpoint');
    return client.dumpDataDir('none');
  };
}

/** Linux's limit for a socket's path (sun_path, 108 bytes with the closing zero). */
export const fitsSocketPath = (file: string) => Buffer.byteLength(file) <= 107;

/** Whether a process answers on the socket (a file a killed process left does not). */
export function socketAnswers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(file);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Held by another process: the server refuses to open the database. */
export class DatabaseHeldError extends Error {}

/**
 * Serves snapshots of the PGlite this process holds until the answered stop. Throws DatabaseHeldError when
 * another process answers on the socket. Without a usable socket path it serves nothing (`served` false).
 */
export async function serveSnapshots(
  dataDir: string,
  snapshot: () => Promise<Blob>,
): Promise<{ served: boolean; stop(): Promise<void> }> {
  const file = snapshotSocketPath(dataDir);
  if (!fitsSocketPath(file)) return { served: false, stop: async () => undefined };
  if (await socketAnswers(file)) throw new DatabaseHeldError(`${file} answers: the database is held`);
  await rm(file, { force: true });
  const server = net.createServer((socket) => {
    socket.once('data', async (chunk) => {
      if (String(chunk).trim() !== 'snapshot') return void socket.destroy();
      try {
        const blob = await snapshot();
        socket.write(`${JSON.stringify({ size: blob.size })}\n`);
        await pipeline(Readable.fromWeb(blob.stream() as never), socket);
      } catch (error) {
        if (!socket.destroyed) socket.end(`${JSON.stringify({ error: (error as Error).message })}\n`);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  server.unref();
  return {
    served: true,
    stop: () =>
      new Promise<void>((resolve) => server.close(() => resolve())).then(() => rm(file, { force: true })),
  };
}

/**
 * Asks the process holding DATA_DIR's PGlite for a snapshot and writes it to `target`. Answers false when
 * no process answers on the socket (nobody holds the database); throws what the holder answered.
 */
export async function requestSnapshot(dataDir: string, target: string): Promise<boolean> {
  const file = snapshotSocketPath(dataDir);
  const socket = await new Promise<net.Socket | null>((resolve) => {
    const connection = net.connect(file);
    connection.once('connect', () => resolve(connection));
    connection.once('error', () => resolve(null));
  });
  if (!socket) return false;
  socket.write('snapshot\n');
  let header = Buffer.alloc(0);
  const chunks = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  while (!header.includes(0x0a)) {
    const next = await chunks.next();
    if (next.done) throw new Error('the portal closed the connection without an answer');
    header = Buffer.concat([header, next.value]);
  }
  const newline = header.indexOf(0x0a);
  const answer = JSON.parse(header.subarray(0, newline).toString('utf8')) as {
    size?: number;
    error?: string;
  };
  if (answer.error !== undefined || answer.size === undefined) throw new Error(answer.error ?? 'no size');
  const rest = header.subarray(newline + 1);
  let written = 0;
  async function* body() {
    if (rest.length > 0) yield rest;
    written += rest.length;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      written += next.value.length;
      yield next.value;
    }
  }
  await pipeline(body(), createWriteStream(target, { mode: 0o600 }));
  if (written !== answer.size) throw new Error(`snapshot cut short: ${written} of ${answer.size} bytes`);
  return true;
}
