import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Database } from './db/client';

type ShutdownParts = {
  app: FastifyInstance;
  database: Database;
  logStream: DestinationStream & { flushSync(): void };
  graceMs: number;
  /** Run after the app closed and before the database does (the PGlite snapshot socket). */
  beforeDatabase?: () => Promise<void>;
  limitMs?: number;
};

/** Connections the HTTP server still has, counted as they come and go (getConnections is async). */
function countConnections(app: FastifyInstance): () => number {
  let open = 0;
  app.server.on('connection', (socket) => {
    open += 1;
    socket.once('close', () => {
      open -= 1;
    });
  });
  return () => open;
}

/**
 * A graceful shutdown (issues 27, 34): drain, grace, close. Past the limit the process exits anyway and
 * logs what held it: the step it was in, the HTTP connections left, the pool and the open handles.
 */
export function gracefulShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  const { app, database, logStream } = parts;
  const limitMs = parts.limitMs ?? 15_000;
  const connections = countConnections(app);
  let closing = false;
  return async (signal) => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    const since = () => Math.round(performance.now() - started);
    let step = 'grace';
    let serverClosedMs: number | null = null;
    app.server.once('close', () => {
      serverClosedMs = since();
    });
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      // What held the close, for the operator: e.g. "TCPSocketWrap ×2, Timeout ×1".
      const open = new Map<string, number>();
      for (const kind of process.getActiveResourcesInfo()) open.set(kind, (open.get(kind) ?? 0) + 1);
      const held = [...open].map(([kind, count]) => `${kind} ×${count}`).join(', ');
      app.log.error(
        { open: held, step, serverClosedMs, httpConnections: connections(), pool: database.poolStats() },
        `shutdown took longer than ${limitMs / 1000} s: exiting`,
      );
      logStream.flushSync();
      process.exit(1);
    }, limitMs);
    timer.unref();
    // New requests get the API's 503 from now on. For a grace the listener stays open and idle keep-alive
    // connections are kept: a connection still in the accept queue, or a request sent just before the
    // signal and not read yet, would otherwise be reset instead of answered.
    app.drain();
    await new Promise((resolve) => setTimeout(resolve, parts.graceMs));
    // A busy event loop runs the grace's timer before it reads what arrived meanwhile: two more turns of
    // its poll phase take in the requests already sent (the second one those of connections the first
    // accepted), so that close() finds no connection idle that has a request waiting.
    for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    // close() ends the connections idle at its start; one whose response was still going out (a download
    // at the signal) turns idle later and would hold the process until its keep-alive runs out.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      step = 'app';
      await app.close();
      clearInterval(closeIdle);
      step = 'snapshots';
      await parts.beforeDatabase?.();
      step = 'database';
      await database.close();
      app.log.info({ ms: since(), serverClosedMs }, 'shut down');
      logStream.flushSync();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
}
