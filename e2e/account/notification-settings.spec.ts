import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  test,
  who,
} from '../fixtures';

/**
 * The notification settings (issue 13) in Chromium against the real server, at 375 px: reached from the
 * menu, one switch per mail notification, a switch saves at once and stays after a reload.
 */
const savedRules = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications') && response.request().method() === 'POST',
  );

test.use({ viewport: { width: 375, height: 812 } });

test('notification switches persist', async ({ page }) => {
  await login(page, who.max);
  await closeToasts(page);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Benachrichtigungen' })
    .click();
  await expect(page).toHaveURL(/#\/app\/MeinKonto\/benachrichtigungen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();

  const reminder = page.getByRole('switch', { name: 'Fällige Erinnerung' });
  const paid = page.getByRole('switch', { name: 'Gutschein ausgezahlt' });
  await expect(reminder).toHaveAttribute('aria-checked', 'true');
  await expect(paid).toHaveAttribute('aria-checked', 'true');
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await reminder.click();
  await expect(page.getByText('Deine Einstellung wurde gespeichert.')).toBeVisible();
  await expect(reminder).toHaveAttribute('aria-checked', 'false');
  // With the keyboard: Space on the focused switch.
  await paid.focus();
  const saved = savedRules(page);
  await page.keyboard.press('Space');
  await expect(paid).toHaveAttribute('aria-checked', 'false');
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Fällige Erinnerung' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'Gutschein ausgezahlt' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'Neues Dokument von Deinem Berater' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  const savedAgain = savedRules(page);
  await page.getByRole('switch', { name: 'Fällige Erinnerung' }).click();
  expect((await savedAgain).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Fällige Erinnerung' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
