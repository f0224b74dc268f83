import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Passwort vergessen' });

test.describe('the forgot-password route (spec section 2)', () => {
  test('opens the modal on a direct load', async ({ page }) => {
    await page.goto('/#/intro/login/forgotpassword');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByLabel('E-Mail')).toBeFocused();
    await expect(page).toHaveTitle('Passwort vergessen – Kundenportal');
    await expectNoAxeViolations(page);
  });

  test('opens the modal when reached by a hash change, and closes it on the way back', async ({ page }) => {
    // The page's timers run on Playwright's clock: 'a moment later' is the clock moved on, not a wait.
    await page.clock.install();
    await page.goto('/#/intro/login');
    await expect(page.getByRole('button', { name: 'Einloggen' })).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/intro/login/forgotpassword';
    });
    await expect(page).toHaveTitle('Passwort vergessen – Kundenportal');
    await expect(modal(page)).toBeVisible();
    // Still open a moment later: nothing closes it behind the route's back.
    await page.clock.runFor(500);
    await expect(modal(page)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/#\/intro\/login$/);
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Einloggen' })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(/#\/intro\/login\/forgotpassword$/);
    await expect(modal(page)).toBeVisible();
  });

  test('closing the modal leaves the route, so the route opens it again', async ({ page }) => {
    await page.goto('/#/intro/login');
    await expect(page.getByRole('button', { name: 'Einloggen' })).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/intro/login/forgotpassword';
    });
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/#\/intro\/login$/);
    await expect(page).toHaveTitle('Login – Kundenportal');

    await page.evaluate(() => {
      window.location.hash = '#/intro/login/forgotpassword';
    });
    await expect(modal(page)).toBeVisible();
  });

  test("the 'Passwort vergessen?' button opens the modal on its route with the e-mail typed; Back and Escape close it", async ({
    page,
  }) => {
    await page.goto('/#/intro/login');
    await page.getByLabel('E-Mail').fill('vergessen@example.com');
    const button = page.getByRole('button', { name: 'Passwort vergessen?' });
    await button.click();
    await expect(modal(page)).toBeVisible();
    await expect(page).toHaveURL(/#\/intro\/login\/forgotpassword$/);
    await expect(modal(page).getByLabel('E-Mail')).toHaveValue('vergessen@example.com');
    await page.goBack();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/#\/intro\/login$/);
    await expect(page.getByLabel('E-Mail')).toHaveValue('vergessen@example.com');

    await button.click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/#\/intro\/login$/);
    await expect(button).toBeFocused();
    // Closing stepped back in history (no extra login entry): Forward opens the modal again.
    await page.goForward();
    await expect(modal(page)).toBeVisible();
  });
});
