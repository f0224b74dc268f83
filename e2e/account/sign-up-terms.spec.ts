import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { freshMobile } from './sign-up';

/** Opens one of the texts from page 3, checks it, and closes it the given way. */
async function readText(
  page: Page,
  button: string,
  title: string,
  section: string,
  close: 'Escape' | 'button',
) {
  const opener = page.getByRole('button', { name: button });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3, name: section })).toBeAttached();
  // The page behind is inert while the text is open (focus stays in the dialog).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the terms and the privacy policy open from page 3 of the sign-up wizard and keep its input', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const mobile = freshMobile();
  const email = `e2e-terms-${Date.now()}@example.com`;
  await page.goto('/#/intro/registrierung?berater=berger');
  await page.getByLabel('Vorname').fill('Tessa');
  await page.getByLabel('Nachname').fill('Lesend');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Mobilnummer').fill(mobile.national);
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Code und Passwort' })).toBeVisible();

  await page.getByLabel('SMS-Code').fill('123');
  await page.getByLabel('Passwort', { exact: true }).fill('Gelesen!2026');
  await page.getByLabel('Ich akzeptiere die Nutzungsbedingungen.').check();

  await readText(
    page,
    'Nutzungsbedingungen lesen',
    'Nutzungsbedingungen',
    '3. Registrierung und Zugangsdaten',
    'Escape',
  );
  await readText(page, 'Datenschutzerklärung lesen', 'Datenschutzerklärung', '7. Deine Rechte', 'button');

  await expect(page).toHaveURL(/#\/intro\/registrierung\?berater=berger$/);
  await expect(page.getByLabel('SMS-Code')).toHaveValue('123');
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue('Gelesen!2026');
  await expect(page.getByLabel('Ich akzeptiere die Nutzungsbedingungen.')).toBeChecked();
  await expect(
    page.getByLabel('Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.'),
  ).not.toBeChecked();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel('Vorname')).toHaveValue('Tessa');
  await expect(page.getByLabel('Nachname')).toHaveValue('Lesend');
  await expect(page.getByLabel('E-Mail')).toHaveValue(email);
});
