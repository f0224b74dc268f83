import { signUpFreshCustomer } from '../account/sign-up';
import { closeToasts, expect, expectNoAxeViolations, expectNoHorizontalOverflow, test } from '../fixtures';

test("a customer without an adviser connects by the adviser's code and goes on to the intended page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpFreshCustomer(page, async () => {}, { adviserCode: null });
  // Without an adviser the adviser pages send here, with the intended route kept.
  await page.goto('/#/app/berater/info');
  await expect(page).toHaveURL(/#\/app\/berater\/einladen\?originalRoute=%2Fapp%2Fberater%2Finfo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Berater verbinden' })).toBeVisible();
  await closeToasts(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  const code = page.getByLabel('Code Deines Beraters');
  await code.fill('gibt-es-nicht');
  await code.press('Enter');
  await expect(
    page.getByText('Zu diesem Code gibt es keinen Berater. Bitte prüfe die Eingabe.'),
  ).toBeVisible();
  await expect(code).toBeFocused();

  await code.fill('BERGER');
  await page.getByRole('button', { name: 'Verbinden' }).click();
  await expect(page.getByText('Du bist jetzt mit Thomas Berger verbunden.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Thomas Berger' })).toBeVisible();
  await expect(page.getByRole('link', { name: /089|\+49 89 1234567/ }).first()).toHaveAttribute(
    'href',
    /^tel:/,
  );
});

test("the adviser's code in the link is filled in", async ({ page }) => {
  await signUpFreshCustomer(page, async () => {}, { adviserCode: null });
  await page.goto('/#/app/berater/einladen?berater=berger');
  await expect(page.getByLabel('Code Deines Beraters')).toHaveValue('berger');
});
