import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

test("the terms and privacy pages show the default or the adviser's own text when their flags are on", async ({
  page,
}) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
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

  // The adviser wrote an own privacy policy (markdown, apps/server/assets/demo): rendered safely, one h1.
  await page.goto('/#/app/datenschutz');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Datenschutzhinweise der Berger Versicherungsmakler GmbH' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '6. Deine Rechte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'datenschutz@berger-makler.example' })).toHaveAttribute(
    'href',
    'mailto:datenschutz@berger-makler.example',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
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
