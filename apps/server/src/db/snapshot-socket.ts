import { createHash } from 'node:crypto';
import { chmod, cp, realpath, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * PGlite has one owner: the process that opened DATA_DIR/db (a second one opening it would corrupt it).
 * That process answers `{"snapshot": folder}` on DATA_DIR/admin.sock (mode 0600, the data folder's owner
 * only) by copying its data folder there while no statement runs, so `npm run admin -- backup` works
 * beside the serving portal (ADR 308). A process that finds the socket answering knows the database is held.
 */
export const snapshotSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** Linux's limit for a socket's path (sun_path, 108 bytes with the closing zero). */
export const fitsSocketPath = (file: string) => Buffer.byteLength(file) <= 107;

/** The PGlite a Database holds (drizzle keeps its client as `$client`). */
export function pgliteOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * A point-in-time copy of the data folder `dbDir` into `target` (ADR 308). A checkpoint first keeps the
 * WAL to replay short; then the files are copied while PGlite's query lock is held, so no statement writes
 * meanwhile (PGlite has no background writer; every commit's WAL is written, synchronous_commit is on).
 * The copy is what a crash at that moment would leave: opening it recovers to the last commit, an open
 * transaction's rows are not in it. The copy is asynchronous: the event loop keeps serving, only SQL waits
 * (measured in ADR 308).
 */
export function pgliteSnapshot(client: PGlite, dbDir: string): (target: string) => Promise<void> {
  return async (target) => {
    await client.exec('checkpoint');
    await client._runExclusiveQuery(() =>
      cp(dbDir, target, {
        recursive: true,
        errorOnExist: true,
        force: false,
        // The running server's marker, not part of the data.
        filter: (from) => path.basename(from) !== 'postmaster.pid',
      }),
    );
  };
}

/** Whether a process answers on the socket (a file a killed process left does not). */
export function socketAnswers(file: string): Promise<boolean> {
  // libuv cuts a longer path to the limit: that would be another file (serveSnapshots serves none then).
  if (!fitsSocketPath(file)) return Promise.resolve(false);
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

/** The real path of a folder that may not exist yet (its nearest existing parent's, resolved). */
async function realFolder(folder: string): Promise<string> {
  const parent = path.dirname(folder);
  return realpath(folder).catch(async () =>
    parent === folder ? folder : path.join(await realFolder(parent), path.basename(folder)),
  );
}

/**
 * Takes DATA_DIR's PGlite for this process BEFORE it is opened (ADR 311): a Linux abstract socket named
 * after the folder's real path. Binding it is atomic (a second process gets EADDRINUSE) and the kernel
 * frees it when the process ends, however it ends — no stale lock file, no check-then-act. Held until
 * `release` or the process's end; throws DatabaseHeldError when another process holds it.
 */
export async function claimDatabase(dataDir: string): Promise<{ release(): Promise<void> }> {
  // Abstract sockets are Linux's: elsewhere (macOS, Windows) binding one fails, which must not stop a start;
  // there only admin.sock (after the open) guards, as before ADR 311.
  if (process.platform !== 'linux') return { release: async () => undefined };
  const folder = await realFolder(path.resolve(dataDir));
  const name = `\0kundenportal-pglite-${createHash('sha256').update(folder).digest('hex')}`;
  // Only a lock: whoever connects is hung up on (snapshots are served on admin.sock, owner-only).
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new DatabaseHeldError(`${folder}: the database is held`) : error),
    );
    server.listen(name, () => resolve());
  });
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Serves snapshots of the PGlite this process holds until the answered stop. Throws DatabaseHeldError when
 * another process answers on the socket. Without a usable socket path it serves nothing (`served` false).
 * With `holds`, a request holds this process's file removals from before its snapshot until the backup
 * hangs up, however it ends (ADR 335): the backup copies the files the snapshot names meanwhile.
 */
export async function serveSnapshots(
  dataDir: string,
  snapshot: (target: string) => Promise<void>,
  holds?: { hold(): () => Promise<void> },
): Promise<{ served: boolean; stop(): Promise<void> }> {
  const file = snapshotSocketPath(dataDir);
  if (!fitsSocketPath(file)) return { served: false, stop: async () => undefined };
  if (await socketAnswers(file)) throw new DatabaseHeldError(`${file} answers: the database is held`);
  await rm(file, { force: true });
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.setEncoding('utf8');
    let request = '';
    let release: (() => Promise<void>) | undefined;
    socket.on('close', () => void release?.());
    socket.on('data', async (chunk: string) => {
      if (release) return;
      request += chunk;
      if (!request.includes('\n')) return;
      release = holds?.hold() ?? (async () => undefined);
      try {
        const target = (JSON.parse(request) as { snapshot?: unknown }).snapshot;
        if (typeof target !== 'string' || !path.isAbsolute(target)) throw new Error('bad request');
        await snapshot(target);
        // Kept open: the hold lasts until the backup hangs up.
        socket.write(`${JSON.stringify({ ok: true })}\n`);
      } catch (error) {
        socket.end(`${JSON.stringify({ error: (error as Error).message })}\n`);
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
    // A backup still connected learns that the hold ended (its `held()` turns false).
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }).then(() => rm(file, { force: true })),
  };
}

/** A snapshot the holder made: its removals stay held until `release` (ADR 335). */
export type HeldSnapshot = {
  /** Whether the holder still holds (false once its process ended or hung up). */
  held(): boolean;
  release(): Promise<void>;
};

/**
 * Asks the process holding DATA_DIR's PGlite to copy its data folder to `target` (absolute, not there yet).
 * Answers null when no process answers on the socket (nobody holds the database); throws what the holder
 * answered. The connection stays open, and the holder's file removals held, until `release`.
 */
export async function requestSnapshot(dataDir: string, target: string): Promise<HeldSnapshot | null> {
  const socket = await new Promise<net.Socket | null>((resolve) => {
    const connection = net.connect(snapshotSocketPath(dataDir));
    connection.once('connect', () => resolve(connection));
    connection.once('error', () => resolve(null));
  });
  if (!socket) return null;
  let open = true;
  socket.on('close', () => {
    open = false;
  });
  socket.on('error', () => undefined);
  socket.setEncoding('utf8');
  socket.write(`${JSON.stringify({ snapshot: target })}\n`);
  const answer = await new Promise<string>((resolve) => {
    let text = '';
    const onData = (chunk: string) => {
      text += chunk;
      if (text.includes('\n')) done();
    };
    const done = () => {
      socket.off('data', onData);
      socket.off('close', done);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('close', done);
  });
  const parsed = JSON.parse(answer.trim() || '{"error":"no answer"}') as { ok?: boolean; error?: string };
  if (!parsed.ok) {
    socket.destroy();
    throw new Error(parsed.error ?? 'no answer');
  }
  return {
    held: () => open,
    release: () =>
      new Promise<void>((resolve) => {
        if (!open) return resolve();
        socket.once('close', () => resolve());
        socket.end();
      }),
  };
}
