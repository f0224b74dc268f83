import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app. The build writes brotli and gzip copies next to each compressible file
 * (apps/web/build/precompress.ts); the best one the browser accepts is sent as is, with
 * `Vary: Accept-Encoding` on every file, compressed or not.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
});

/**
 * Files under assets/ carry a content hash in their name and never change; everything else (index.html,
 * the service worker, the manifest, icons) keeps its name across builds, so the browser revalidates it.
 */
function cacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
  reply.header(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}
