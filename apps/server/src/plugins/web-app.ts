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
  const served = { preCompressed: true, cacheControl: false, setHeaders: cacheHeaders };
  // The build's hashed files (over 800 with their .br/.gz copies) through one route: a route per file, GET
  // and HEAD, cost 1.2 of a start's 4.6 CPU-s (ADR 333). Only under /assets/: a wildcard at the root would
  // also catch what the API does not know (its 403 without client headers, its 414 for a long parameter).
  await app.register(fastifyStatic, {
    ...served,
    root: path.join(options.root, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    decorateReply: false,
  });
  // The rest (index.html, the service workers, the manifest, the icons): a route per file, as before.
  await app.register(fastifyStatic, {
    ...served,
    root: options.root,
    wildcard: false,
    globIgnore: ['assets/**'],
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
