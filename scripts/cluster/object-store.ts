import { mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { lendDes, returnDes, S3rver, type S3rverServer } from '../../apps/server/test/helpers/s3rver-core';
import type { ClusterS3 } from './types';

export const CLUSTER_BUCKET = 'kundenportal';

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
