import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

test('the adviser page lists the adviser documents of a makler account', async ({ page }) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Dokumente' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
    'Maklervollmacht',
    'Einwilligungserklärung',
    'Erstinformation',
  ]);
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
