import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { API_VERSION, APP_VERSION, WEB_CLIENT } from '@kundenportal/domain/api/client-headers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../../scripts/build-server';
import { RETRY_AFTER_SECONDS, serviceUnavailableBody } from '../src/lib/service-unavailable';
import { multipartBody, samples } from './helpers/documents';
import { copyPgliteTemplate } from './helpers/pglite-template';
import { startServerProcess } from './helpers/server-process';
import { tempDir } from './helpers/temp-dir';

/**
 * SIGTERM while requests are on their way (issue 27): the production bundle on PGlite with the demo data,
 * a burst of logins, lists, saves, chat messages and 8 MB uploads (partly on kept-alive connections, as a
 * browser sends them) and an open chat stream, then SIGTERM after 0–250 ms. Every request sent before the
 * signal gets a whole answer: done, or the API's 503 with Retry-After, never a reset; so do requests sent
 * after it on kept-alive connections and new ones (the API's 503, an upload's body read first).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = tempDir('kp-shutdown');
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const bundleDir = mkdtempSync(path.join(root, '.tmp', 'server-bundle-'));
const running: ChildProcess[] = [];
const clientHeaders = {
  'x-client-id': WEB_CLIENT.id,
  'x-client-secret': WEB_CLIENT.secret,
  'x-app-version': APP_VERSION,
  'x-api-version': API_VERSION,
};
const json = { ...clientHeaders, 'content-type': 'application/json' };
const max = { email: 'max.mustermann@example.com', password: 'Muster!2026' };

function start() {
  const server = startServerProcess([path.join(bundleDir, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      PASSWORD_SCRYPT_LOG_N: '10',
      // The machine running the tests may be busy: no request may be shed for load here.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      // Room for the requests the test sends after the signal, on a busy machine.
      SHUTDOWN_GRACE_MS: '3000',
    },
  });
  running.push(server.child);
  return server;
}

type Outcome =
  | { label: string; status: number; body: string; retryAfter: string | null }
  | { label: string; failed: string };

type Sent = { label: string; sent: Promise<void>; outcome: Promise<Outcome> };

/**
 * One request over `agent` (kept-alive connections, as a browser's): `sent` once its headers (and the
 * first 64 KB of a body) are on the wire, i.e. handed to the kernel; `outcome` its whole answer, or how the
 * connection failed (a reset, an answer cut off).
 */
function dispatch(
  agent: http.Agent,
  label: string,
  url: string,
  options: { method?: string; headers: Record<string, string>; body?: Buffer },
): Sent {
  const { body } = options;
  const request = http.request(url, {
    agent,
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers: body ? { ...options.headers, 'content-length': String(body.length) } : options.headers,
  });
  const outcome = new Promise<Outcome>((resolve) => {
    const fail = (error: NodeJS.ErrnoException) => resolve({ label, failed: error.code ?? error.message });
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () =>
        resolve({
          label,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          retryAfter:
            typeof response.headers['retry-after'] === 'string' ? response.headers['retry-after'] : null,
        }),
      );
    });
  });
  const sent = new Promise<void>((resolve) => {
    if (!body) return request.end(() => resolve());
    const head = body.subarray(0, 64 * 1024);
    request.write(head, () => resolve());
    request.end(body.subarray(head.length));
  });
  return { label, sent, outcome };
}

async function session(url: string) {
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(max) });
  expect(login.status).toBe(200);
  const auth = {
    ...clientHeaders,
    authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  const { documents } = (await (await fetch(`${url}/api/documents`, { headers: auth })).json()) as {
    documents: { owner_type: string; owner_id: number }[];
  };
  const personId = documents.find((document) => document.owner_type === 'person')?.owner_id;
  const rules = await (await fetch(`${url}/api/notifications`, { headers: auth })).text();
  return { auth, personId, rules };
}

/** An 8 MB PDF as the upload's multipart body, made before the burst so that it goes out at once. */
function largeUpload() {
  const content = Buffer.concat([samples.pdf(), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
  return multipartBody({ name: 'Groß.pdf', content });
}
const uploads = [1, 2, 3, 4].map(() => largeUpload());

/** The burst: 26 requests of every kind at once. */
function burst(agent: http.Agent, url: string, s: Awaited<ReturnType<typeof session>>): Sent[] {
  const asJson = { ...s.auth, 'content-type': 'application/json' };
  const to = (label: string, path: string, headers: Record<string, string>, body?: string | Buffer) =>
    dispatch(agent, label, `${url}${path}`, {
      headers,
      ...(body === undefined ? {} : { body: Buffer.from(body) }),
    });
  return [
    ...[1, 2, 3, 4].map((n) => to(`login ${n}`, '/api/login', json, JSON.stringify(max))),
    ...['documents', 'persons', 'users/me', 'contracts', 'chat', 'notifications'].flatMap((list) => [
      to(`list ${list}`, `/api/${list}`, s.auth),
      to(`list ${list} again`, `/api/${list}`, s.auth),
    ]),
    ...[1, 2, 3].map((n) => to(`save ${n}`, '/api/notifications', asJson, s.rules)),
    ...[1, 2, 3].map((n) => to(`chat ${n}`, '/api/chat', asJson, JSON.stringify({ text: `Nachricht ${n}` }))),
    ...uploads.map(({ body, contentType }, n) =>
      to(
        `upload ${n + 1}`,
        `/api/v2/document/person/${s.personId}`,
        { ...s.auth, 'content-type': contentType },
        body,
      ),
    ),
  ];
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const uploadsStreaming = async () =>
  (await readdir(path.join(dataDir, 'files'))).some((name) => name.startsWith('tmp-'));

// The data folder starts as the run's migrated PGlite template (the first start seeds the demo into it).
beforeAll(() => Promise.all([buildServer(bundleDir), copyPgliteTemplate(dataDir)]));

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('SIGTERM with requests in flight', () => {
  it('answers every request sent before it, new ones with the API’s 503, and resets none', async () => {
    // Fixed delays after the burst went out, and last the moment the first upload is being stored.
    const signals: (number | 'uploading')[] = [0, 25, 100, 250, 'uploading'];
    for (const signal of signals) {
      const server = start();
      const url = await server.listening;
      const s = await session(url);
      expect(s.personId).toBeTypeOf('number');
      const agent = new http.Agent({ keepAlive: true });
      // Kept-alive connections, idle when the burst reuses them, and three that stay idle until after the signal.
      const idle = new http.Agent({ keepAlive: true });
      const warm = [
        ...[1, 2, 3, 4, 5, 6].map((n) =>
          dispatch(agent, `health ${n}`, `${url}/api/health`, { headers: {} }),
        ),
        ...[1, 2, 3].map((n) => dispatch(idle, `idle ${n}`, `${url}/api/health`, { headers: {} })),
      ];
      await Promise.all(warm.map((request) => request.outcome));
      const stream = dispatch(agent, 'chat stream', `${url}/api/chat/stream`, { headers: s.auth });

      const requests = [stream, ...burst(agent, url, s)];
      // Sent = on the wire before the signal, whatever the server has read of it yet.
      await Promise.all(requests.map((request) => request.sent));
      if (signal === 'uploading')
        await vi.waitFor(async () => expect(await uploadsStreaming()).toBe(true), { timeout: 20_000 });
      else await after(signal);
      server.child.kill('SIGTERM');
      // Requests after the signal, on the idle kept-alive connections and on new ones: the API's 503.
      await vi.waitFor(() => expect(server.output()).toContain('shutting down'), { timeout: 10_000 });
      const late = [
        ...[1, 2, 3].map((n) =>
          dispatch(idle, `late list ${n}`, `${url}/api/documents`, { headers: s.auth }),
        ),
        dispatch(idle, 'late login', `${url}/api/login`, {
          headers: json,
          body: Buffer.from(JSON.stringify(max)),
        }),
        dispatch(idle, 'late upload', `${url}/api/v2/document/person/${s.personId}`, {
          headers: { ...s.auth, 'content-type': uploads[0]?.contentType ?? '' },
          body: uploads[0]?.body,
        }),
      ];
      const outcomes = await Promise.all([...requests, ...late].map((request) => request.outcome));
      agent.destroy();
      idle.destroy();
      const lateOutcomes = outcomes.slice(requests.length);
      expect(
        lateOutcomes.map((o) => `${o.label}: ${'status' in o ? o.status : o.failed}`),
        server.output(),
      ).toEqual(late.map((request) => `${request.label}: 503`));

      const round = `SIGTERM ${signal === 'uploading' ? 'while uploading' : `after ${signal} ms`}`;
      const failed = outcomes.filter((o) => 'failed' in o);
      if (failed.length > 0) await server.exited;
      expect(failed, `${round}\n${server.output()}`).toEqual([]);
      for (const outcome of outcomes) {
        if ('failed' in outcome) continue;
        expect([200, 201, 503], `${round}, ${outcome.label}: ${outcome.body}`).toContain(outcome.status);
        if (outcome.status !== 503) continue;
        expect(JSON.parse(outcome.body), `${round}, ${outcome.label}`).toEqual(serviceUnavailableBody);
        expect(outcome.retryAfter, `${round}, ${outcome.label}`).toBe(String(RETRY_AFTER_SECONDS));
      }
      if (signal === 'uploading') {
        // An upload being stored at the signal is stored to its end.
        const stored = outcomes.filter(
          (o) => o.label.startsWith('upload') && 'status' in o && o.status === 201,
        );
        expect(stored.length, round).toBeGreaterThan(0);
      }
      expect(await server.exited, server.output()).toBe(0);
    }
    // Each round starts the bundle on PGlite: about 5 s on an idle machine, much longer on a busy one.
  }, 420_000);
});
