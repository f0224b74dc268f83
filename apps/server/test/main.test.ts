import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { API_VERSION, APP_VERSION, WEB_CLIENT } from '@kundenportal/domain/api/client-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server';
import { copyPgliteTemplate } from './helpers/pglite-template';
import { startServerProcess } from './helpers/server-process';
import { tempDir } from './helpers/temp-dir';

/**
 * The real process entry as `npm start` runs it, the production bundle (scripts/build-server.ts): start,
 * demo data, a second start, bad config, SIGTERM with a request in flight. The bundle is built for this
 * run inside the repository (its packages resolve from node_modules) and finds the migrations from there.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = tempDir('kp-main');
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const bundleDir = mkdtempSync(path.join(root, '.tmp', 'server-bundle-'));
const running: ChildProcess[] = [];
const headers = {
  'content-type': 'application/json',
  'x-client-id': WEB_CLIENT.id,
  'x-client-secret': WEB_CLIENT.secret,
  'x-app-version': APP_VERSION,
  'x-api-version': API_VERSION,
};

function start(env: Record<string, string>) {
  const server = startServerProcess([path.join(bundleDir, 'main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  running.push(server.child);
  return server;
}

/** Max's documents as the web app lists them, and the first bytes of his Erstinformation. */
async function maxDocuments(url: string) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'max.mustermann@example.com', password: 'Muster!2026' }),
  });
  const auth = { ...headers, authorization: `Bearer ${(await login.json()).token}` };
  const { documents } = (await (await fetch(`${url}/api/documents`, { headers: auth })).json()) as {
    documents: { original_filename: string; owner_id: number; filename: string }[];
  };
  const erstinformation = documents.find((d) => d.original_filename === 'Erstinformation.pdf');
  const ticket = await fetch(
    `${url}/api/documents/ticket?type=person&id=${erstinformation?.owner_id}&filename=${erstinformation?.filename}`,
    { headers: auth },
  );
  const file = await fetch(`${url}${(await ticket.json()).url}`);
  return {
    names: documents.map((d) => d.original_filename).sort(),
    head: Buffer.from(await file.arrayBuffer())
      .subarray(0, 8)
      .toString('latin1'),
  };
}

beforeAll(() => buildServer(bundleDir));

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('process entry (npm start)', () => {
  it('starts on an empty data dir with demo data, keeps it on a second start, and shuts down gracefully', async () => {
    const first = start({ DATA_DIR: dataDir });
    const url = await first.listening;
    expect(first.output()).toContain('Demodaten angelegt');
    expect(first.output()).toContain('max.mustermann@example.com / Muster!2026');
    expect(first.output()).toContain('erika.beispiel@example.com / Beispiel!2026');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const seededDocuments = {
      // The receipt of the Erstinformation Max signed weeks ago (src/demo/forms.ts), the Maklervollmachten
      // he and Maria signed for their Bestandsübertragungen (src/demo/transfers.ts, ADR 183), then the
      // adviser's and his own, and the policy of the contract his adviser provided (src/demo/provided.ts).
      names: [
        expect.stringMatching(/^Empfangsbestätigung der Erstinformation \d{4}-\d{2}-\d{2}\.pdf$/),
        'Erstinformation.pdf',
        expect.stringMatching(/^Maklervollmacht \d{4}-\d{2}-\d{2}\.pdf$/),
        expect.stringMatching(/^Maklervollmacht \d{4}-\d{2}-\d{2}\.pdf$/),
        'Maklervollmacht.pdf',
        'Versicherungsschein Kfz.pdf',
        'Versicherungsschein Rechtsschutz.pdf',
      ],
      head: '%PDF-1.4',
    };
    expect(await maxDocuments(url)).toEqual(seededDocuments);

    const inFlight = fetch(`${url}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'max.mustermann@example.com', password: 'Muster!2026' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()).token).toBeTypeOf('string');
    expect(await first.exited, first.output()).toBe(0);

    // A restart seeds nothing, so it prints no passwords (nor does a production start that seeded nothing).
    const second = start({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    const url2 = await second.listening;
    expect(second.output()).not.toContain('Demodaten angelegt');
    expect(second.output()).not.toContain('Demo-Zugänge');
    expect(second.output()).not.toContain('Muster!2026');
    expect(second.output()).not.toContain('Beispiel!2026');
    const login = await fetch(`${url2}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'erika.beispiel@example.com', password: 'Beispiel!2026' }),
    });
    expect(login.status).toBe(200);
    expect(await maxDocuments(url2)).toEqual(seededDocuments);
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
  }, 90_000);

  it('prints no demo logins when SEED_DEMO_DATA=false, on an empty database', async () => {
    const emptyDir = tempDir('kp-main-noseed');
    try {
      // The run's migrated, empty PGlite (the first test starts from nothing): no initdb and migrations again.
      await copyPgliteTemplate(emptyDir);
      const run = start({ DATA_DIR: emptyDir, SEED_DEMO_DATA: 'false' });
      const url = await run.listening;
      expect(run.output()).not.toContain('Demodaten angelegt');
      expect(run.output()).not.toContain('Demo-Zugänge');
      expect(run.output()).not.toContain('Muster!2026');
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'max.mustermann@example.com', password: 'Muster!2026' }),
      });
      expect(login.status).toBe(401);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start with a bad variable and names it', async () => {
    const bad = start({ DATA_DIR: dataDir, PORT: 'achtzig' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
    expect(bad.output()).not.toContain('Kundenportal läuft');
  }, 30_000);
});
