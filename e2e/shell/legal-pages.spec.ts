import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

test('the terms and privacy pages show the texts when their config flags are on', async ({ page }) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Nutzungsbedingungen' })
    .click();
  await expect(page).toHaveURL(/#\/app\/nutzungsbedingungen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '1. Anbieter und Geltungsbereich' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/#/app/datenschutz');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page).toHaveTitle('Datenschutz – Kundenportal');
  await expectNoAxeViolations(page);
});

test('without the flags the pages are not offered', async ({ page }) => {
  await login(page, who.erika);
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await page.goto('/#/app/datenschutz');
  await expect(page.getByText('Du hast nicht die erforderliche Berechtigung.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
});
