import { expect, expectNoAxeViolations, test } from '../fixtures';
import { freshMobile, logOut, signUpFreshCustomer, smsCode } from './sign-up';

test.describe('sign-up wizard', () => {
  test('is reached from the login page by "Jetzt registrieren"', async ({ page }) => {
    await page.goto('/#/intro/login');
    await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
    await expect(page).toHaveURL(/#\/intro\/registrierung$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeVisible();
  });

  test('a new customer signs up through all three pages with the SMS code and lands logged in', async ({
    page,
  }) => {
    const customer = await signUpFreshCustomer(page, expectNoAxeViolations);
    await expect(page.getByText(/Guten (Morgen|Tag|Abend), Erika|Happy Birthday, Erika/)).toBeVisible();

    // The saved login greets the new customer after a logout, and the new password works.
    await logOut(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Erika' })).toBeVisible();
    await page.getByLabel('Passwort', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  });

  test('follows the back rules and refuses a landline number', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/#/intro/registrierung');
    await page.getByLabel('Vorname').fill('Bernd');
    await page.getByLabel('Nachname').fill('Zurück');
    await page.getByLabel('E-Mail').fill(`e2e-back-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByLabel('Mobilnummer').fill('030 1234567');
    await page.getByRole('button', { name: 'Code senden' }).click();
    await expect(page.getByText('Keine gültige Mobilnummer.')).toBeVisible();
    await expect(page.getByLabel('Mobilnummer')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel('Mobilnummer').fill(mobile.national);
    await page.getByRole('button', { name: 'Code senden' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Code und Passwort' })).toBeVisible();
    await smsCode(mobile.digits);

    // 3 → 1, then 1 → 3 directly (the SMS went out), 3 → 2 by "Nummer ändern", 2 → 3 by "Zurück".
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Deine Daten' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Code und Passwort' })).toBeVisible();
    await page.getByRole('button', { name: 'Nummer ändern' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Deine Mobilnummer' })).toBeVisible();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Code und Passwort' })).toBeVisible();

    // A wrong code is shown at its field.
    await page.getByLabel('SMS-Code').fill('000000');
    await page.getByLabel('Passwort', { exact: true }).fill('Zurueck!2026');
    await page.getByLabel('Passwort wiederholen').fill('Zurueck!2026');
    await page.getByLabel('Ich akzeptiere die Nutzungsbedingungen.').check();
    await page.getByLabel('Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.').check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Der SMS-Code ist falsch oder abgelaufen.')).toBeVisible();
    await expect(page.getByLabel('SMS-Code')).toBeFocused();
  });
});
