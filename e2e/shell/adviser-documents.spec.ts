import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

test("the adviser page lists the adviser's forms under the spec's names and opens one", async ({ page }) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await page.goto('/#/app/berater/info');
  await expect(page.getByRole('heading', { level: 2, name: 'Dokumente' })).toBeVisible();
  // Max's adviser switched on the three spec documents and the own Beratungsprotokoll, each with a form
  // (src/demo/forms.ts): the spec's names first (the mandate named for a 93HGB broker), then the adviser's own.
  const list = page
    .getByRole('heading', { level: 2, name: 'Dokumente' })
    .locator('xpath=following-sibling::ul[1]');
  await expect(list.getByRole('listitem')).toHaveText([
    'Maklervollmacht',
    'Einwilligungserklärung',
    'Erstinformation',
    'Beratungsprotokoll',
  ]);
  await expectNoAxeViolations(page);

  await list.getByRole('link', { name: 'Einwilligungserklärung' }).click();
  await expect(page).toHaveURL(/#\/app\/berater\/form\/einwilligungserklaerung$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Einwilligungserklärung zum Datenschutz' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Einwilligungen' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a makler_light account sees no adviser or legal documents on the adviser page (spec section 6)', async ({
  page,
}) => {
  await login(page, who.erika);
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Thomas Berger' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dokumente' })).toHaveCount(0);
  await expect(page.getByText(/Vollmacht|Einwilligungserklärung|Erstinformation/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
