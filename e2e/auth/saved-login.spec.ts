import { expect, login, test, who } from '../fixtures';

test.describe('saved login and keyboard', () => {
  test('logs in with the keyboard only: Tab between fields, Enter submits', async ({ page }) => {
    await page.goto('/#/intro/login');
    await page.getByLabel('E-Mail').focus();
    await page.keyboard.type(who.erika.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
    await page.keyboard.type(who.erika.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Du hast Dich erfolgreich eingeloggt!')).toBeVisible();
    await expect(page.getByText(/(Guten Morgen|Guten Tag|Guten Abend|Happy Birthday), Erika/)).toBeVisible();
  });

  test("greets a returning user with 'Hi {first name}' and forgets them on request", async ({ page }) => {
    await login(page, who.max);
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Logout' })
      .click();
    await expect(page.getByRole('heading', { name: 'Hi Max' })).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toHaveValue(who.max.email);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hi Max' })).toBeVisible();
    await page.getByRole('button', { name: 'Gespeicherte Daten entfernen' }).click();
    await expect(page.getByRole('heading', { name: 'Hi Max' })).toBeHidden();
    await expect(page.getByLabel('E-Mail')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hi Max' })).toBeHidden();
  });

  test('shows field messages for an invalid e-mail without calling the server', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls += 1;
    });
    await page.goto('/#/intro/login');
    await page.getByLabel('E-Mail').fill('max@');
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toBeFocused();
    expect(loginCalls).toBe(0);
  });
});
