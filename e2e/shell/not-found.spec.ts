import { closeToasts, expect, expectNoAxeViolations, signIn, test, who } from '../fixtures';

// Issue 27, item 15: an address without a page says so and leads back; a refusal says why, once.
test.use({ viewport: { width: 375, height: 812 } });

const NOT_FOUND = 'Die Seite wurde nicht gefunden.';
const NOT_PERMITTED = 'Du hast nicht die erforderliche Berechtigung.';

test('logged in, an unknown address shows that the page was not found and the way to the start', async ({
  page,
}) => {
  await signIn(page, who.max);
  for (const address of ['/#/app/gibtesnicht', '/#/foo/bar']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    // The address stays what was asked for: nothing leads away silently.
    await expect(page).toHaveURL(new RegExp(`${address.slice(1).replace(/\//g, '\\/')}$`));
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Weiterempfehlen' }),
  ).toBeVisible();
});

test('logged out, an unknown address leads to the login', async ({ page }) => {
  await page.goto('/#/app/gibtesnicht');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/#\/intro\/login$/);
  await expect(page.getByRole('button', { name: 'Einloggen' })).toBeVisible();
});

test('every route refused by rights says so with the one toast, once', async ({ page }) => {
  await signIn(page, who.erika);
  for (const address of ['/#/app/berater/einladen', '/#/app/meinefreigaben', '/#/app/vertraege/add']) {
    await page.goto(address);
    await expect(page.getByText(NOT_PERMITTED)).toHaveCount(1);
    await expect(page).not.toHaveURL(new RegExp(`${address.slice(2).replace(/\//g, '\\/')}$`));
    await closeToasts(page);
    await expect(page.getByText(NOT_PERMITTED)).toHaveCount(0);
  }
});
