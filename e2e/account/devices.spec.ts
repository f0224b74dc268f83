import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openFromMenu,
  signIn,
  test,
  who,
} from '../fixtures';

/**
 * "Angemeldete Geräte" (issue 32, ADR 213) at 375 px: Max is signed in on a second device (an iPhone's
 * browser, by its user agent); the first lists it, signs it out after the question, and the second is
 * logged out on its next request.
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

test.use({ viewport: { width: 375, height: 812 } });

test('a second device is listed, signed out from the first, and logged out there', async ({
  page,
  browser,
}) => {
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: IPHONE });
  const phone = await phoneContext.newPage();
  await signIn(phone, who.max);

  await signIn(page, who.max);
  await closeToasts(page);
  await openFromMenu(page, 'Angemeldete Geräte');
  await expect(page).toHaveURL(/#\/app\/MeinKonto\/geraete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Angemeldete Geräte' })).toBeVisible();
  await expect(
    page.getByText('Wenn du dein Passwort änderst, werden alle anderen Geräte abgemeldet.'),
  ).toBeVisible();

  const iphoneCard = page.getByRole('listitem', { name: 'Safari auf iPhone' });
  await expect(iphoneCard).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Dieses Gerät' })).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await iphoneCard.getByRole('button', { name: 'Abmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerät abmelden?' });
  await expect(dialog).toContainText('Safari auf iPhone wird abgemeldet.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Das Gerät wurde abgemeldet.')).toBeVisible();
  await expect(iphoneCard).toHaveCount(0);
  await expect(page.getByText('Du bist auf keinem anderen Gerät angemeldet.')).toBeVisible();

  // The iPhone's next request is refused: the app goes back to the login.
  await phone.reload();
  await expect(phone).toHaveURL(/#\/intro\/login/);
  await phoneContext.close();
});
