import { expect, login, test, who } from '../fixtures';

test.describe('route guard in the browser', () => {
  test('a logged-in user who opens the login page lands on the default route', async ({ page }) => {
    await login(page, who.max);
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    await page.goto('/#/intro/login');
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    await expect(page).toHaveTitle('Weiterempfehlen – Kundenportal');
  });

  test('a route the user may not open shows the permission toast and goes to the default route', async ({
    page,
  }) => {
    await login(page, who.erika);
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
    await page.goto('/#/app/berater/einladen');
    await expect(page.getByText('Du hast nicht die erforderliche Berechtigung.')).toBeVisible();
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  });

  test('the menu closes on Escape and on a route change, and shows only what exists', async ({ page }) => {
    await login(page, who.max);
    const menuButton = page.getByRole('button', { name: 'Menü' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Personen',
      'Dein Bild',
      'Passwort',
      'E-Mail ändern',
      'Benachrichtigungen',
      'Angemeldete Geräte',
      'Meine Daten',
      'Konto löschen',
      'Verträge',
      'Notfallkarte',
      'Liquidität',
      'Konten und Umsätze',
      'Dokumente',
      'Meine Freigaben',
      'Erinnerungen',
      'Ansprechpartner',
      'Übersicht',
      'Chat',
      'Schadensmeldung',
      'Weiterempfehlen',
      'Nutzungsbedingungen',
      'Datenschutz',
      'Impressum',
      'Logout',
    ]);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await nav.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/#\/app\/impressum$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the session survives a reload and ends for every tab at logout', async ({ page, context }) => {
    await login(page, who.max);
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Weiterempfehlen' })).toBeVisible();
    const token = await page.evaluate(
      () => Object.entries(localStorage).find(([, v]) => v.startsWith('eyJ'))?.[1],
    );
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Menü' }).click();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/#\/intro\/login$/);

    const response = await context.request.get('/api/users/me', {
      headers: {
        authorization: `Bearer ${token}`,
        'x-client-id': 'kundenportal-web',
        'x-client-secret': 'kundenportal-web-secret',
        'x-app-version': '1.0.0',
        'x-api-version': '1',
      },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({
      error: 'token_invalid',
      message: 'The token has been blacklisted',
    });
  });
});
