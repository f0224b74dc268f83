import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

/** The folder the e2e server serves (scripts/e2e-server.ts reads the same variable). */
const distDir = process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../../apps/web/dist');

// One story in steps (install, offline, update). The update test changes the served sw.js for a moment: the
// other specs run beside it, as they block service workers and never fetch /sw.js (ADR 152).
test.describe.configure({ mode: 'serial' });

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Waits until the service worker is active (the app shell precached) and controls the page. */
async function waitForControllingWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit is not controlled (the worker never claims a page): the next load is.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Reloads the page with the network cut, as on a device without connection. Debian's Chromium 150 reports
 * `navigator.onLine` true in any document loaded while the context is offline (a real device reports false),
 * so the page is told what the device would report; `goOnline` ends both.
 */
async function reloadOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.addInitScript(() => {
    const state = window as unknown as { kpOffline?: boolean };
    state.kpOffline = true;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => !state.kpOffline });
  });
  await page.reload();
}

async function goOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await page.evaluate(() => {
    const state = window as unknown as { kpOffline?: boolean };
    if (!state.kpOffline) return;
    state.kpOffline = false;
    window.dispatchEvent(new Event('online'));
  });
}

/** Every URL and body held in Cache Storage. */
async function cacheStorage(page: Page) {
  return page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, body: response ? await response.text() : '' });
      }
    }
    return entries;
  });
}

/** The offline notice: a polite live region at the end of the page. */
const offlineNotice = (page: Page) =>
  page.locator('[aria-live="polite"]').filter({ hasText: pwaTexts.offlineHeading });

test('GET /manifest.webmanifest: an installable German manifest with PNG icons; /sw.js revalidated', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Kundenportal',
    short_name: 'Kundenportal',
    description: pwaTexts.manifestDescription,
    lang: 'de',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b4f8a',
    background_color: '#ffffff',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  const pngs = icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of pngs) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }

  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toContain('<meta name="theme-color" content="#0b4f8a"');
  const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
  expect(touchIcon).toBeDefined();
  expect(pngSize(await (await request.get(touchIcon ?? '')).body())).toEqual({ width: 180, height: 180 });

  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  // The only route besides the precache: navigations, never /api. No run-time caching at all.
  const source = await sw.text();
  expect(source.match(/registerRoute\(/g)).toHaveLength(1);
  expect(source).toContain('NavigationRoute');
  expect(source).toContain('denylist:[/^\\/api(?:\\/|$)/]');
  expect(source).not.toMatch(/NetworkFirst|CacheFirst|StaleWhileRevalidate|NetworkOnly|CacheOnly/);
});

test('after one online visit the login page starts offline with the notice, and a login shows it, not an error', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/#/intro/login');
  await expect(page.getByRole('heading', { name: 'Willkommen im Kundenportal' })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
  await waitForControllingWorker(page);

  await reloadOffline(page, context);
  await expect(page.getByRole('heading', { name: 'Willkommen im Kundenportal' })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(offlineNotice(page)).toContainText(pwaTexts.offlineText);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // An API call while offline: the notice says why, no error toast, nobody is logged in or out.
  await page.getByLabel('E-Mail').fill(who.max.email);
  await page.getByLabel('Passwort', { exact: true }).fill(who.max.password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await page.waitForTimeout(500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/intro\/login$/);

  await goOnline(page, context);
  await expect(offlineNotice(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
});

test('logged in and offline, a reload shows the offline page and keeps the session; back online the page loads', async ({
  page,
  context,
}) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await waitForControllingWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Weiterempfehlen' })).toBeVisible();

  await reloadOffline(page, context);
  await expect(page.getByRole('heading', { level: 1, name: pwaTexts.offlinePageHeading })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('kundenportal.token'))).not.toBeNull();

  await goOnline(page, context);
  await expect(page.getByRole('heading', { level: 1, name: 'Weiterempfehlen' })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
});

test('the service worker keeps the app shell and never an API response or the session token', async ({
  page,
}) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await waitForControllingWorker(page);
  // API calls made while the worker controls the page.
  await page.goto('/#/app/person/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('kundenportal.token'));
  expect(token).toBeTruthy();
  const entries = await cacheStorage(page);
  const paths = entries.map((entry) => new URL(entry.url).pathname);
  expect(paths).toContain('/index.html');
  expect(paths).toContain('/manifest.webmanifest');
  expect(paths.some((p) => /^\/assets\/login-.+\.js$/.test(p))).toBe(true);
  expect(paths.some((p) => /^\/assets\/person-edit-page-.+\.js$/.test(p))).toBe(true);
  expect(paths.some((p) => /^\/assets\/documents-page-.+\.js$/.test(p))).toBe(true);
  // pdf.js loads with the first opened PDF, not with every install.
  expect(paths.filter((p) => /^\/assets\/pdf[-.]/.test(p))).toEqual([]);
  expect(paths.filter((p) => p.toLowerCase().startsWith('/api'))).toEqual([]);
  expect(entries.filter((entry) => token && entry.body.includes(token)).map((entry) => entry.url)).toEqual(
    [],
  );
  expect(entries.filter((entry) => entry.body.includes(who.max.email)).map((entry) => entry.url)).toEqual([]);
});

/**
 * Opens the app cold in a new page of the offline context, as a device without connection starts it (the
 * page is told it is offline, as in reloadOffline).
 */
async function openColdOffline(context: BrowserContext, hash: string) {
  const cold = await context.newPage();
  await cold.setViewportSize({ width: 375, height: 667 });
  await cold.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  });
  await cold.goto(`/${hash}`);
  return cold;
}

test('the Notfallkarte kept for offline use opens cold without a connection, with its date; after logout it does not', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await waitForControllingWorker(page);
  await page.goto('/#/app/notfallkarte');
  await expect(page.getByText('KFZ-4711-2023')).toBeVisible();
  const offline = page.getByRole('region', { name: 'Offline verfügbar' });
  await offline.getByRole('button', { name: 'Offline verfügbar machen' }).click();
  await expect(offline).toContainText(/Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expectNoAxeViolations(page);
  // Kept on the device, never in the service worker's caches.
  expect((await cacheStorage(page)).filter((entry) => entry.body.includes('KFZ-4711-2023'))).toEqual([]);

  await context.setOffline(true);
  const cold = await openColdOffline(context, '#/app/notfallkarte');
  await expect(cold.getByRole('heading', { level: 1, name: 'Notfallkarte' })).toBeVisible();
  await expect(cold.getByText('KFZ-4711-2023')).toBeVisible();
  await expect(cold.getByText(/^Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/)).toBeVisible();
  await expect(cold.getByRole('alert')).toHaveCount(0);
  expect(await cold.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(cold);
  await cold.close();

  await context.setOffline(false);
  await page.reload();
  await page.getByRole('button', { name: 'Menü' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/#\/intro\/login$/);

  await context.setOffline(true);
  const afterLogout = await openColdOffline(context, '#/app/notfallkarte');
  await expect(afterLogout.getByRole('button', { name: 'Einloggen' })).toBeVisible();
  await expect(afterLogout.getByText('KFZ-4711-2023')).toHaveCount(0);
  expect(
    await afterLogout.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('offline'))),
  ).toEqual([]);
  await afterLogout.close();
  await context.setOffline(false);
});

test('a new build offers "Neue Version verfügbar – neu laden"; the button reloads into the new version', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/#/intro/login');
  await waitForControllingWorker(page);
  const update = page.getByRole('button', { name: pwaTexts.updateAvailable, exact: true });
  await expect(update).toHaveCount(0);

  // Deploy a "new build": a changed sw.js (the .br/.gz copies moved aside, or they would be served). It
  // stays deployed until the end, as a real deploy would: the browser may check for an update again at
  // any moment (in full runs it did, before the Enter), and the old sw.js back would be a newer build again.
  const swFile = path.join(distDir, 'sw.js');
  const original = readFileSync(swFile);
  const moved = ['.br', '.gz'].map((ext) => `${swFile}${ext}`).filter((file) => existsSync(file));
  for (const file of moved) renameSync(file, `${file}.e2e`);
  writeFileSync(swFile, `${original.toString()}\nself.__kundenportalE2eBuild = true;\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(update).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: update })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    // Reachable by keyboard: Tab gets there from the top of the page, Enter accepts.
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab');
      if (await update.evaluate((button) => button === document.activeElement)) break;
    }
    await expect(update).toBeFocused();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;

    await expect(page.getByRole('heading', { name: 'Willkommen im Kundenportal' })).toBeVisible();
    // The page is now controlled by the new build's worker (activation may finish just after the load).
    const workerStates = () =>
      Promise.all(
        context.serviceWorkers().map((worker) =>
          worker.evaluate(() => {
            const scope = self as unknown as {
              __kundenportalE2eBuild?: boolean;
              serviceWorker?: { state: string };
            };
            return { e2eBuild: scope.__kundenportalE2eBuild === true, state: scope.serviceWorker?.state };
          }),
        ),
      );
    await expect
      .poll(workerStates, { timeout: 10_000 })
      .toContainEqual({ e2eBuild: true, state: 'activated' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  } finally {
    writeFileSync(swFile, original);
    for (const file of moved) renameSync(`${file}.e2e`, file);
  }
});
