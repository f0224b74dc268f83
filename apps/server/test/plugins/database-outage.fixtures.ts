import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { expect } from 'vitest';
import { serverBundle } from '../helpers/admin-cli';
import { tempDir } from '../helpers/temp-dir';
import { clientHeaders as headers } from '../helpers/test-app';

/** The outage tests' server process, load clients and expectations (database-outage.test.ts). */
const root = path.resolve(import.meta.dirname, '../../../..');
export const CONNECT_TIMEOUT_MS = 1500;
export const RECOVERY_LIMIT_MS = 5000;
export const unavailableBody = {
  error: 'service_unavailable',
  message: errorCatalogue.service_unavailable.message,
};

export type OutageServer = { child: ChildProcess; url: string; output: () => string };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `condition` holds (checked every 20 ms), failing after `limitMs`: the tests wait for what
 * they need to have happened (the server saw the outage, the load got answers), never for a fixed while.
 */
export async function until(condition: () => boolean, what: string, limitMs = RECOVERY_LIMIT_MS + 2000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms: ${what}`);
    await sleep(20);
  }
}

/** The real process (the production bundle's main.js) on `databaseUrl`, resolved once it prints its URL. */
export async function startServer(databaseUrl: string): Promise<OutageServer> {
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir('kp-outage'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      PASSWORD_SCRYPT_LOG_N: '10',
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      NODE_ENV: 'test',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearInterval(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}`, output: () => output });
      }
    }, 50);
    child.once('exit', () => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
}

export type Outcome = {
  status: number;
  ms: number;
  body: string;
  retryAfter: string | null;
  startedAt: number;
};

/** Requests against `target` (filled in once the server runs and the customer logged in). */
export function outageClient(target: { url: string; token: string }) {
  /** One request; a network failure or a hang past 10 s counts as status 0. */
  async function request(url: string, auth = true): Promise<Outcome> {
    const startedAt = Date.now();
    try {
      const response = await fetch(`${target.url}${url}`, {
        headers: auth ? { ...headers, authorization: `Bearer ${target.token}` } : {},
        signal: AbortSignal.timeout(10_000),
      });
      const body = await response.text();
      return {
        status: response.status,
        ms: Date.now() - startedAt,
        body,
        retryAfter: response.headers.get('retry-after'),
        startedAt,
      };
    } catch (error) {
      return { status: 0, ms: Date.now() - startedAt, body: String(error), retryAfter: null, startedAt };
    }
  }

  /** Concurrent clients reading profile and household until stopped. */
  function startLoad(clients: number) {
    const outcomes: Outcome[] = [];
    let running = true;
    const workers = Array.from({ length: clients }, async (_, i) => {
      while (running) outcomes.push(await request(i % 2 ? '/api/users/me' : '/api/persons'));
    });
    return {
      outcomes,
      async stop() {
        running = false;
        await Promise.all(workers);
        return outcomes;
      },
    };
  }

  /** Milliseconds from now until `url` answers 200 (polled every 100 ms), or Infinity after the limit. */
  async function msUntilOk(url: string, auth = true): Promise<number> {
    const start = Date.now();
    while (Date.now() - start < RECOVERY_LIMIT_MS + 2000) {
      if ((await request(url, auth)).status === 200) return Date.now() - start;
      await sleep(100);
    }
    return Number.POSITIVE_INFINITY;
  }

  return { request, startLoad, msUntilOk };
}

export function expectCleanUnavailable(outcome: Outcome) {
  expect(outcome.status).toBe(503);
  expect(JSON.parse(outcome.body)).toEqual(unavailableBody);
  expect(outcome.retryAfter).toBe('5');
}
