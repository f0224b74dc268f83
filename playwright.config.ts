import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
// One fresh data folder per run, shared with the tests so they can read the outbox (mail and SMS files),
// removed as the run's process exits — after the web server is stopped, also after failed tests. (The workers
// load this file with it set; a folder given as E2E_DATA_DIR is kept.)
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(path.join(tmpdir(), 'kp-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
// localhost, not 127.0.0.1: WebAuthn (passkeys) refuses IP addresses as relying party.
const baseURL = `http://localhost:${port}`;
/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell, what Playwright itself runs
 * headless) when installed: the same engine without the full browser's UI process, about 40 % less CPU
 * per test on the two cores (ADR 317); else the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The specs that change the server's clock, which every test shares (the reminders' day; the erasure's, which
 * also erases every other due account): after all others, one at a time. (Specs that change the agency or
 * count what reaches it have an agency of their own, `test.use({ ownAgency: true })`, ADR 107.)
 */
const CLOCK_SPECS = ['**/reminders/reminders.spec.ts', '**/account/konto-geloescht.spec.ts'];
/**
 * A new build's update changes the served sw.js, which only the service worker's specs fetch (the others block
 * service workers): after those, beside the clock's specs (it neither reads nor moves the clock).
 */
const SW_UPDATE_SPECS = ['**/shell/pwa-update.spec.ts'];
/** The service worker's specs: the other tests block service workers. */
const SERVICE_WORKER_SPECS = ['**/shell/pwa.spec.ts'];

const browser = {
  ...devices['Pixel 7'],
  // The phone's CSS size at device scale 1, without animations: 6–20 % less Chromium CPU (ADR 337).
  deviceScaleFactor: 1,
  reducedMotion: 'reduce' as const,
  browserName: 'chromium' as const,
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
};

/** End-to-end tests in Debian's Chromium against the real server on a fresh data directory. */
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Four tests at a time (every test has customers of its own, ADR 107): at three the machine was still ~7 %
  // idle, a test waiting on the server and its own timeouts; four took 373 s against 410 s (ADR 340). The specs
  // that move the server's clock run afterwards on their own (the 'shared' project).
  workers: 4,
  // CI runs a failed test once more (ADR 331): a timing race only a loaded machine shows had turned three
  // official runs red in a row, each on another test. The list reporter's summary names every test that
  // passed only on its retry ("flaky"): each is a race to find and fix. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // A trace records every test's screencast and snapshots (a fifth of the browser's CPU) to keep the
    // failed ones; CI's log is all a CI failure leaves, so CI records none (the screenshot and the page's
    // aria snapshot still come with a failure). E2E_TRACE=on records them in CI too.
    trace: process.env.CI && process.env.E2E_TRACE !== 'on' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // No service worker outside the PWA spec (ADR 128): each test's fresh context would precache the whole
    // app (~200 files), about a quarter of the browser tests' CPU; pwa.spec.ts tests the worker itself.
    // Test by test over the workers, not file by file: the last long spec no longer runs alone at the end.
    {
      name: 'chromium',
      use: { ...browser, serviceWorkers: 'block' },
      testIgnore: [...CLOCK_SPECS, ...SW_UPDATE_SPECS, ...SERVICE_WORKER_SPECS],
      fullyParallel: true,
    },
    // Last, not first: at the start, beside three workers' logins, its offline reload failed once (ADR 337).
    // Side by side: one after the other they were the run's last ~40 s on one worker (ADR 343).
    { name: 'pwa', use: browser, testMatch: SERVICE_WORKER_SPECS, fullyParallel: true },
    // A single spec of these projects: `npx playwright test --no-deps e2e/...` (else the others run first).
    {
      name: 'shared',
      use: { ...browser, serviceWorkers: 'block' },
      testMatch: CLOCK_SPECS,
      workers: 1,
      dependencies: ['chromium', 'pwa'],
    },
    // A project of its own, so that it runs beside 'shared' (~18 s each): one after the other they were the
    // run's last ~37 s on one worker.
    {
      name: 'sw-update',
      use: { ...browser, serviceWorkers: 'block' },
      testMatch: SW_UPDATE_SPECS,
      workers: 1,
      dependencies: ['pwa'],
    },
  ],
  webServer: {
    // The script's own PGlite (initdb, migrations, seed) lives seconds: WebAssembly from V8's baseline compiler
    // alone (ADR 341); the server it then starts keeps V8's defaults.
    command: 'node --liftoff-only --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir, PUBLIC_URL: baseURL },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
