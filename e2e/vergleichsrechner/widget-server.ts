import { createServer, type Server } from 'node:http';

/**
 * A calculator provider for the Vergleichsrechner specs (issue 31): two real origins beside the portal's,
 * on the two ports after the e2e server's. `allowed` serves the calculator (`/rechner.html`) — with two
 * frames of its own inside: one of its own origin, one of the foreign one — and `foreign` serves a child
 * page only. The pages post nothing themselves: the test posts from each frame (frame.evaluate).
 */
export async function startWidgetServers(portalPort: number) {
  const allowed = `http://localhost:${portalPort + 1}`;
  const foreign = `http://localhost:${portalPort + 2}`;
  const pages: Record<string, string> = {
    '/rechner.html': `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Testrechner</title></head><body><h1>Testrechner</h1><iframe id="eigen" title="Kind eigen" src="${allowed}/kind.html"></iframe><iframe id="fremd" title="Kind fremd" src="${foreign}/kind.html"></iframe></body></html>`,
    '/kind.html':
      '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kind</title></head><body><p>Kind</p></body></html>',
  };
  const serve = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((request, response) => {
        const page = pages[new URL(request.url ?? '/', 'http://localhost').pathname];
        if (!page) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      });
      server.once('error', reject);
      server.listen(port, 'localhost', () => resolve(server));
    });
  const servers = await Promise.all([serve(portalPort + 1), serve(portalPort + 2)]);
  return {
    allowed,
    foreign,
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
