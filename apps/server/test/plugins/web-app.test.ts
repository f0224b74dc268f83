import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../web/build/precompress';
import { inlineScriptSources } from '../../src/plugins/web-app';
import { tempDir } from '../helpers/temp-dir';
import { createTestApp } from '../helpers/test-app';

/**
 * The web app as the build leaves it (files plus the .br/.gz copies the build's precompress step writes)
 * served with the right encoding, Vary and caching per kind of file.
 */
const dist = tempDir('kp-web-dist');
const text = (label: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `/* ${label} line ${i} */ console.log("Kundenportal ${i}");`).join(
    '\n',
  );
const entryJs = text('entry', 200);
// The inline boot script the build puts after #root (apps/web/build/first-load.ts).
const bootScript = '(function(){document.getElementById("root").dataset.booted="1"})();';
const manifestJson = JSON.stringify({ name: 'Kundenportal', description: text('manifest', 10) });
const files: Record<string, string> = {
  'index.html': `<!doctype html><html lang="de"><head><title>Kundenportal</title><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>\n<script>${bootScript}</script>${text('html', 20)}</body></html>`,
  'assets/index-Ab12Cd34.js': entryJs,
  'assets/index-Ef56Gh78.css': `body{margin:0}\n${text('css', 30)}`,
  'assets/tiny-Ij90Kl12.js': 'export const a=1;',
  'sw.js': text('service worker', 40),
  'manifest.webmanifest': manifestJson,
};

let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
  // The real build step, on this folder.
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle: { handler(): Promise<void> };
  };
  plugin.configResolved({ root: dist, build: { outDir: dist } });
  await plugin.closeBundle.handler();
  ({ app } = await createTestApp({ WEB_DIST_DIR: dist }));
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

describe('web app files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s → %s, same content, Vary: Accept-Encoding', async (accept, expected) => {
    const response = await get('/assets/index-Ab12Cd34.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(response.headers['content-type'])).toMatch(/javascript/);
    expect(decoded(response)).toBe(entryJs);
    if (expected) expect(response.rawPayload.length).toBeLessThan(entryJs.length / 3);
  });

  it('serves index.html at / compressed and revalidated on every load', async () => {
    const response = await get('/', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(files['index.html']);
  });

  it('keeps hashed assets for a year and revalidates the service worker and the manifest', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css']) {
      expect((await get(url, 'gzip')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const sw = await get('/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest', 'gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(String(manifest.headers['content-type'])).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(decoded(manifest))).toEqual(JSON.parse(manifestJson));
  });

  it('sends a file too small to be worth compressing as it is, still with Vary', async () => {
    const response = await get('/assets/tiny-Ij90Kl12.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.body).toBe(files['assets/tiny-Ij90Kl12.js']);
  });

  it("answers a path that is no file with the API's German 404, and never leaves the folder", async () => {
    for (const url of [
      '/assets/missing-Zz99.js',
      '/assets/../package.json',
      '/nicht/da.html',
      '/../package.json',
    ]) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found' });
    }
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).statusCode).toBe(404);
  });

  it('serves the hashed assets through one route, so a start does not register a route per file (issue 34)', async () => {
    // Per file, GET and HEAD: the 828 files of the real build were 1,656 routes and 1.2 CPU-s of each start.
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).not.toContain('index-Ab12Cd34.js');
    expect(routes).not.toContain('tiny-Ij90Kl12.js');
    const added = path.join(dist, 'assets/later-Mn34Op56.js');
    writeFileSync(added, 'export const later=1;');
    const later = await get('/assets/later-Mn34Op56.js');
    expect(later.body).toBe('export const later=1;');
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("allows index.html's inline boot script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(bootScript).digest('base64');
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('inline script sources', () => {
  it('hash each inline script once, skip scripts with src and empty ones, and allow none without index.html', () => {
    const dir = tempDir('kp-web-csp');
    try {
      expect(inlineScriptSources(dir)).toEqual([]);
      writeFileSync(
        path.join(dir, 'index.html'),
        '<script src="/a.js"></script><script>a()</script><script type="module">b()</script><script> </script><script>a()</script>',
      );
      const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect(inlineScriptSources(dir)).toEqual([sha('a()'), sha('b()')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
