import type { Page } from '@playwright/test';
import { closeToasts, expect, expectNoAxeViolations, signIn, test, who } from '../fixtures';

/** The demo adviser's brand (apps/server/src/demo/branding.ts): Berger green, white text, radius 10. */
const BERGER_GREEN = 'rgb(31, 95, 74)';
const rootProperty = (page: Page, name: string) =>
  page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );

test("the login page opened through the adviser's link shows the adviser's logo and colours", async ({
  page,
}) => {
  await page.goto('/#/intro/login?berater=berger');
  const logo = page.getByRole('img', { name: 'Logo von Berger Versicherungsmakler GmbH' });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(100);
  await expect.poll(() => rootProperty(page, '--color-primary')).toBe('#1f5f4a');
  await expect(page.getByRole('button', { name: 'Einloggen' })).toHaveCSS('background-color', BERGER_GREEN);
  await expectNoAxeViolations(page);

  // The code is kept on this device: the login page stays branded without it in the link.
  await page.goto('/#/intro/login');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Logo von Berger Versicherungsmakler GmbH' })).toBeVisible();
});

test("without the adviser's link the login page is the portal's own", async ({ page }) => {
  await page.goto('/#/intro/login');
  await expect(page.getByText('Kundenportal', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Logo von/ })).toHaveCount(0);
  expect(await rootProperty(page, '--color-primary')).toBe('#0b4f8a');
});

test("after login the app wears the adviser's brand, and the adviser card shows the adviser's photo", async ({
  page,
}) => {
  await signIn(page, who.max);
  await page.goto('/#/app/berater/info');
  await closeToasts(page);
  await expect(
    page.getByRole('banner').getByRole('img', { name: 'Logo von Berger Versicherungsmakler GmbH' }),
  ).toBeVisible();
  await expect.poll(() => rootProperty(page, '--color-primary')).toBe('#1f5f4a');
  expect(await rootProperty(page, '--radius')).toBe('10px');
  const photo = page.locator('img[src^="blob:"]').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);
  // No picture is asked for with the session in its URL.
  const sources = await page
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(sources.filter((source) => /token=|avatar/.test(source))).toEqual([]);
  await expectNoAxeViolations(page);
});
