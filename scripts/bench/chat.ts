import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import { demoAdviserLogins } from '../../apps/server/src/demo/advisers';
import { benchDatabases } from './databases';
import { clientHeaders, login, startPortal } from './http';
import { table } from './table';

/**
 * Issue 14: the chat's fan-out. `streams` open Server-Sent Events streams of the demo agency (adviser tabs:
 * each hears every message of the agency) while the demo customer sends messages through POST /api/chat
 * from `senders` loops for the run's duration. Measured per delivered event: the time from the POST's start
 * to the event's arrival (p50, p99), and deliveries per second. Next to it a bare node:http server doing
 * the same fan-out in memory (POST → write to every open response), on PGlite and on PostgreSQL when a
 * database is given. Stream clients and server share this process, for both targets alike.
 */
export type ChatLoad = { streams: number; senders: number; durationSeconds: number };

type Outcome = { sent: number; delivered: number; seconds: number; latencies: number[]; lost: number };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** Opens `count` streams; `onText` gets each message event's text. Resolves once every stream is ready. */
async function openStreams(
  url: string,
  headers: Record<string, string>,
  count: number,
  onText: (text: string) => void,
) {
  const controller = new AbortController();
  const ready: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    ready.push(
      new Promise<void>((resolve, reject) => {
        fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal: controller.signal })
          .then(async (response) => {
            if (response.status !== 200 || !response.body) throw new Error(`stream: HTTP ${response.status}`);
            const parser = createParser({
              onEvent(event) {
                if (event.event === 'ready') resolve();
                else if (event.event === 'message') onText((JSON.parse(event.data) as { text: string }).text);
              },
            });
            const decoder = new TextDecoder();
            for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) reject(error);
          });
      }),
    );
  }
  await Promise.all(ready);
  return () => controller.abort();
}

async function run(
  target: { streamUrl: string; streamHeaders: Record<string, string>; send(text: string): Promise<void> },
  load: ChatLoad,
): Promise<Outcome> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  const close = await openStreams(target.streamUrl, target.streamHeaders, load.streams, (text) => {
    const started = sentAt.get(text);
    if (started === undefined) return;
    delivered += 1;
    latencies.push(performance.now() - started);
  });
  let sequence = 0;
  const started = performance.now();
  const until = started + load.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: load.senders }, async () => {
      while (performance.now() < until) {
        sequence += 1;
        const text = `Bench ${sequence}`;
        sentAt.set(text, performance.now());
        await target.send(text);
      }
    }),
  );
  const expected = sentAt.size * load.streams;
  const deadline = performance.now() + 10_000;
  while (delivered < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - started) / 1000;
  close();
  return { sent: sentAt.size, delivered, seconds, latencies, lost: expected - delivered };
}

/** The same fan-out without the portal: POST /send writes the text to every open stream. */
async function startBareFanOut() {
  const open = new Set<ServerResponse>();
  let id = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET') {
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.write('event: ready\ndata: {}\n\n');
      open.add(response);
      request.on('close', () => open.delete(response));
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      id += 1;
      const { text } = JSON.parse(body) as { text: string };
      const chunk = `id: ${id}\nevent: message\ndata: ${JSON.stringify({ id, text })}\n\n`;
      for (const stream of open) stream.write(chunk);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        for (const stream of open) stream.end();
        server.close(() => resolve());
      }),
  };
}

async function post(url: string, headers: Record<string, string>, text: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`send: HTTP ${response.status}`);
}

export async function benchChat(load: ChatLoad): Promise<void> {
  const databases = benchDatabases();
  const rows: { target: string; outcome: Outcome }[] = [];
  for (const options of databases) {
    const portal = await startPortal({ ...options, env: { CHAT_MESSAGES_MAX_PER_USER: '1000000' } });
    try {
      const customer = { ...clientHeaders, authorization: `Bearer ${await login(portal.baseUrl)}` };
      const adviserToken = await login(portal.baseUrl, demoAdviserLogins.berater, '/api/berater/login');
      console.log(
        `Measuring the chat on ${portal.databaseKind}: ${load.streams} streams, ${load.senders} senders …`,
      );
      rows.push({
        target: `portal (${portal.databaseKind})`,
        outcome: await run(
          {
            streamUrl: `${portal.baseUrl}/api/berater/chat/stream`,
            streamHeaders: { ...clientHeaders, authorization: `Bearer ${adviserToken}` },
            send: (text) => post(`${portal.baseUrl}/api/chat`, customer, text),
          },
          load,
        ),
      });
    } finally {
      await portal.close();
    }
  }
  const bare = await startBareFanOut();
  try {
    rows.push({
      target: 'bare node:http fan-out',
      outcome: await run(
        { streamUrl: bare.url, streamHeaders: {}, send: (text) => post(`${bare.url}/send`, {}, text) },
        load,
      ),
    });
  } finally {
    await bare.close();
  }
  console.log('');
  console.log(
    table(
      ['target', 'streams', 'messages', 'msg/s', 'deliveries/s', 'p50 ms', 'p99 ms', 'lost'],
      rows.map(({ target, outcome }) => {
        const sorted = [...outcome.latencies].sort((a, b) => a - b);
        return [
          target,
          String(load.streams),
          String(outcome.sent),
          (outcome.sent / load.durationSeconds).toFixed(0),
          (outcome.delivered / outcome.seconds).toFixed(0),
          percentile(sorted, 50).toFixed(1),
          percentile(sorted, 99).toFixed(1),
          String(outcome.lost),
        ];
      }),
    ),
  );
}
