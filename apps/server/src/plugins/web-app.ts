import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
    // One route for the folder: `false` globbed it at start and added GET and HEAD per file (828 files of
    // the build, 1.2 of a start's 4.6 CPU-s, ADR 333). What is no file goes to the API's German 404.
    wildcard: true,
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

/**
 * CSP sources ('sha256-…') for the inline scripts of the web app's index.html: the build inlines a
 * small boot script there (apps/web/build/first-load.ts) so the first paint needs no script request.
 * Read once at start from the folder the server serves; without an index.html there is nothing to
 * allow. A build written into that folder while the server runs needs a restart, else the browser
 * blocks the new boot script and the app starts without it (no prerendered page, no early requests).
 */
export function inlineScriptSources(root: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(root, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
