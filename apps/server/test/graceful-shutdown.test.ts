import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_VERSION, APP_VERSION, WEB_CLIENT } from '@kundenportal/domain/api/client-headers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../../scripts/build-server';
import { RETRY_AFTER_SECONDS, serviceUnavailableBody } from '../src/lib/service-unavailable';
import { multipartBody, samples } from './helpers/documents';
import { startServerProcess } from './helpers/server-process';

/**
 * SIGTERM while requests are on their way (issue 27): the production bundle on PGlite with the demo data,
 * a burst of logins, lists, saves, chat messages and 8 MB uploads (partly on kept-alive connections, as a
 * browser sends them) and an open chat stream, then SIGTERM after 0–250 ms. Every request sent before the
 * signal gets a whole answer: done, or the API's 503 with Retry-After, never a reset.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kp-shutdown-'));
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
      LOG_LEVEL: 'warn',
      PASSWORD_SCRYPT_LOG_N: '10',
      // The machine running the tests may be busy: no request may be shed for load here.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  running.push(server.child);
  return server;
}

type Outcome =
  | { label: string; status: number; body: string; retryAfter: string | null }
  | { label: string; failed: string };

/** A request whose whole answer is read; a reset or a cut-off answer is an outcome too. */
async function send(label: string, url: string, init: RequestInit = {}): Promise<Outcome> {
  try {
    const response = await fetch(url, init);
    return {
      label,
      status: response.status,
      body: await response.text(),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { label, failed: cause?.code ?? cause?.message ?? String(error) };
  }
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
  const { body, contentType } = multipartBody({ name: 'Groß.pdf', content });
  return { body: new Uint8Array(body), contentType };
}
const uploads = [1, 2, 3, 4].map(() => largeUpload());

/** The burst: 26 requests of every kind at once. */
function burst(url: string, s: Awaited<ReturnType<typeof session>>): Promise<Outcome>[] {
  const post = (headers: Record<string, string>, body: BodyInit) => ({
    method: 'POST',
    headers,
    body,
  });
  const asJson = { ...s.auth, 'content-type': 'application/json' };
  return [
    ...[1, 2, 3, 4].map((n) => send(`login ${n}`, `${url}/api/login`, post(json, JSON.stringify(max)))),
    ...['documents', 'persons', 'users/me', 'contracts', 'chat', 'notifications'].flatMap((list) => [
      send(`list ${list}`, `${url}/api/${list}`, { headers: s.auth }),
      send(`list ${list} again`, `${url}/api/${list}`, { headers: s.auth }),
    ]),
    ...[1, 2, 3].map((n) => send(`save ${n}`, `${url}/api/notifications`, post(asJson, s.rules))),
    ...[1, 2, 3].map((n) =>
      send(`chat ${n}`, `${url}/api/chat`, post(asJson, JSON.stringify({ text: `Nachricht ${n}` }))),
    ),
    ...uploads.map(({ body, contentType }, n) =>
      send(
        `upload ${n + 1}`,
        `${url}/api/v2/document/person/${s.personId}`,
        post({ ...s.auth, 'content-type': contentType }, body),
      ),
    ),
  ];
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const uploadsStreaming = async () =>
  (await readdir(path.join(dataDir, 'files'))).some((name) => name.startsWith('tmp-'));

beforeAll(() => buildServer(bundleDir));

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
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
      // Kept-alive connections, idle when the burst reuses them.
      await Promise.all([1, 2, 3, 4, 5, 6].map(() => fetch(`${url}/api/health`).then((r) => r.text())));
      const stream = send('chat stream', `${url}/api/chat/stream`, { headers: s.auth });

      const requests = burst(url, s);
      if (signal === 'uploading')
        await vi.waitFor(async () => expect(await uploadsStreaming()).toBe(true), { timeout: 20_000 });
      else await after(signal);
      server.child.kill('SIGTERM');
      const outcomes = [...(await Promise.all(requests)), await stream];

      const round = `SIGTERM ${signal === 'uploading' ? 'while uploading' : `after ${signal} ms`}`;
      expect(
        outcomes.filter((o) => 'failed' in o),
        round,
      ).toEqual([]);
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
