import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_VERSION, APP_VERSION, WEB_CLIENT } from '@kundenportal/domain/api/client-headers';
import { afterAll, describe, expect, it } from 'vitest';

/** The real process entry: start, demo data, a second start, bad config, SIGTERM with a request in flight. */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kp-main-'));
const running: ChildProcess[] = [];
const headers = {
  'content-type': 'application/json',
  'x-client-id': WEB_CLIENT.id,
  'x-client-secret': WEB_CLIENT.secret,
  'x-app-version': APP_VERSION,
  'x-api-version': API_VERSION,
};

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match && output.includes('Erika Beispiel')) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early:\n${output}`));
    });
  });
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('process entry (npm start)', () => {
  it('starts on an empty data dir with demo data, keeps it on a second start, and shuts down gracefully', async () => {
    const first = start({ DATA_DIR: dataDir });
    const url = await first.listening;
    expect(first.output()).toContain('Demodaten angelegt');
    expect(first.output()).toContain('max.mustermann@example.com / Muster!2026');
    expect(first.output()).toContain('erika.beispiel@example.com / Beispiel!2026');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

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

    const second = start({ DATA_DIR: dataDir });
    const url2 = await second.listening;
    expect(second.output()).not.toContain('Demodaten angelegt');
    const login = await fetch(`${url2}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'erika.beispiel@example.com', password: 'Beispiel!2026' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('refuses to start with a bad variable and names it', async () => {
    const bad = start({ DATA_DIR: dataDir, PORT: 'achtzig' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
    expect(bad.output()).not.toContain('Kundenportal läuft');
  }, 30_000);
});
