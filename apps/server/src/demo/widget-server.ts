import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { serverDir } from '../server-dir';

const folder = path.join(serverDir, 'assets/demo/rechner');

/**
 * The demo's calculator widgets (issue 31) on a port of their own, so they are a second origin as a
 * provider's would be: `GET /<name>.html` of apps/server/assets/demo/rechner, nothing else. Started by
 * main.ts with DEMO_WIDGET_PORT (npm run dev: 8081); the demo agency's calculators point at it.
 */
export async function startDemoWidgetServer(port: number, host: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const name = /^\/([a-z-]+\.html)$/.exec(new URL(request.url ?? '/', 'http://localhost').pathname)?.[1];
    const html = name ? await readFile(path.join(folder, name), 'utf8').catch(() => null) : null;
    if (request.method !== 'GET' || html === null) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      })
      .end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
