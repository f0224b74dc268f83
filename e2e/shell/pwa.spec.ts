import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';
import { waitForControllingWorker } from './service-worker';

// The service worker's tests: each in a context of its own, side by side (the 'pwa' project). A new build's
// update changes the served sw.js, which these fetch: it is pwa-update.spec.ts, run when no other test runs.

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
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
