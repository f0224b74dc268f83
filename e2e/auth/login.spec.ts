import { demoLogins } from '../../apps/server/src/demo/customers';
import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

test.describe('login and shell', () => {
  test('a new user logs in as the demo customer, sees greeting and menu, opens the imprint and logs out', async ({
    page,
  }) => {
    // The shipped demo login as the README prints it; this test only reads (other specs use their own customers).
    await login(page, demoLogins.max);
    await expect(page.getByText('Du hast Dich erfolgreich eingeloggt!')).toBeVisible();
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    await expect(page.getByText(/(Guten Morgen|Guten Tag|Guten Abend|Happy Birthday), Max/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Weiterempfehlen' })).toBeVisible();
    // The adviser's card is one tap away: 'Übersicht' in the menu.
    await page.getByRole('button', { name: 'Menü' }).click();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Übersicht' })
      .click();
    await expect(page.getByText('Thomas Berger').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /089 1234567|\+49 89 1234567/ }).first()).toHaveAttribute(
      'href',
      /^tel:/,
    );

    await page.getByRole('button', { name: 'Menü' }).click();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Übersicht' })).toBeVisible();
    await nav.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/#\/app\/impressum$/);
    await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
    await expect(page.getByText('Berger Versicherungsmakler GmbH').first()).toBeVisible();
    await expect(page).toHaveTitle(/Impressum/);

    await page.getByRole('button', { name: 'Menü' }).click();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Logout' })
      .click();
    await expect(page.getByText('Du wurdest erfolgreich ausgeloggt!')).toBeVisible();
    await expect(page).toHaveURL(/#\/intro\/login$/);
    await expect(page.getByRole('heading', { name: 'Hi Max' })).toBeVisible();

    await page.goto('/#/app/impressum');
    await expect(page).toHaveURL(/#\/intro\/login$/);
  });

  test('a wrong password shows the spec message', async ({ page }) => {
    await login(page, { email: who.max.email, password: 'Falsch!2026' });
    await expect(page.getByRole('alert').filter({ hasText: 'Die Zugangsdaten sind falsch.' })).toBeVisible();
    await expect(page).toHaveURL(/#\/intro\/login$/);
  });

  test('an app URL while logged out lands on login', async ({ page }) => {
    await page.goto('/#/app/berater/info');
    await expect(page).toHaveURL(/#\/intro\/login$/);
    await expect(page.getByLabel('E-Mail')).toBeVisible();
  });

  test('axe finds no violation on the login page and the landing page', async ({ page }) => {
    await page.goto('/#/intro/login');
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await expectNoAxeViolations(page);
    await login(page, who.max);
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Deine Empfehlungen' })).toBeVisible();
    await expect(page.getByText('Du hast noch niemanden empfohlen.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
