import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { waitForControllingWorker } from './service-worker';

/** The folder the e2e server serves (scripts/e2e-server.ts reads the same variable). */
const distDir = process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../../apps/web/dist');

// A new build's update: it changes the served sw.js, which the service worker's other tests fetch, so it runs
// in the project 'sw-update', after them, beside the clock's specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

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
