import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { lendDes, returnDes, S3rver, type S3rverServer } from '../../apps/server/test/helpers/s3rver-core';
import type { ClusterS3 } from './types';

export const CLUSTER_BUCKET = 'kundenportal';

type FilesystemStore = {
  getResourcePath(bucket: string, key: string, kind: string): string;
  deleteObject(bucket: string, key: string): Promise<void>;
};

/**
 * s3rver's deleteObject removes a folder the moment its last object goes. A PUT into that folder which made
 * it a moment before then opens its file in a folder that is gone — an ENOENT on a write stream without an
 * error listener, which ends the whole process (seen with 300 customers uploading while the store swept its
 * tmp/ objects). Here a delete removes the object's three files and leaves the folders: an empty folder
 * costs nothing and no PUT can lose its own.
 */
function keepFolders(server: S3rverServer): void {
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.deleteObject = async (bucket, key) => {
    const files = ['object', 'object.md5', 'metadata.json'].map((kind) =>
      store.getResourcePath(bucket, key, kind),
    );
    await Promise.all(
      files.map((file) =>
        unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}

/**
 * s3rver in this process on a fixed port and folder, so that `stop()` is an outage (the port refuses,
 * every open connection is cut) and `start()` brings the same objects back on the same endpoint.
 */
export async function startObjectStore(dir: string): Promise<ClusterS3 & { env: Record<string, string> }> {
  const directory = path.join(dir, 's3');
  mkdirSync(directory, { recursive: true });
  let port = 0;
  let server: S3rverServer | undefined;
  const sockets = new Set<Socket>();

  async function start() {
    if (server) return;
    lendDes();
    const next = new S3rver({
      port,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: CLUSTER_BUCKET }],
    });
    keepFolders(next);
    port = (await next.run()).port;
    next.httpServer.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    server = next;
  }

  async function stop() {
    const current = server;
    if (!current) return;
    server = undefined;
    const closed = current.close();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
    returnDes();
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: CLUSTER_BUCKET,
    start,
    stop,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: CLUSTER_BUCKET,
      // s3rver knows only this access key and does not check SigV4 signatures.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
