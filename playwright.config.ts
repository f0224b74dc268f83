import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
// One fresh data folder per run, shared with the tests so they can read the outbox (mail and SMS files).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kp-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// localhost, not 127.0.0.1: WebAuthn (passkeys) refuses IP addresses as relying party.
const baseURL = `http://localhost:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** End-to-end tests in Debian's Chromium against the real server on a fresh data directory. */
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir, PUBLIC_URL: baseURL },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
