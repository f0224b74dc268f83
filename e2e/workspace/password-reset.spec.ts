import { linkIn } from '../account/sign-up';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  loginAdviser,
  test,
  waitForMail,
  who,
} from '../fixtures';

/**
 * Issue 14: an adviser who forgot the password asks for a link on the workspace's login page, sets a new
 * * password on the page the mail leads to and is logged in, and logs in again with it. At 375 px,
 * axe clean.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('an adviser resets the password from the workspace login by mail', async ({ page }) => {
  const adviser = who.adviser;
  await page.goto('/#/berater/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(adviser.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('status')).toContainText('haben wir Ihnen einen Link geschickt');
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  const mail = await waitForMail(adviser.email, /Beraterbereich/);
  expect(mail.subject).toBe('Passwort für den Beraterbereich zurücksetzen');
  await page.goto(linkIn(mail.text, '#/berater/passwort/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  const password = `Neu!${Date.now() % 1_000_000}Pw`;
  await page.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await page.getByLabel(/wiederholen/).fill(password);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
  await expect(page.getByText('Ihr neues Passwort ist gespeichert. Sie sind angemeldet.')).toBeVisible();
  await closeToasts(page);

  // Logged out, the used link says at once that it no longer works (issue 27, item 25).
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/#\/berater\/login$/);
  await page.goto(linkIn(mail.text, '#/berater/passwort/'));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Der Link ist ungültig oder abgelaufen.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // The new password opens the workspace.
  await loginAdviser(page, { email: adviser.email, password });
});

test("an adviser changes the password on 'Mein Zugang' and logs in with the new one", async ({ page }) => {
  const adviser = who.adviser;
  await loginAdviser(page, adviser);
  await closeToasts(page);
  await page.getByRole('link', { name: 'Mein Zugang' }).click();
  const form = page.getByRole('region', { name: 'Passwort ändern' });
  const password = `Neu!${Date.now() % 1_000_000}Pw`;
  await form.getByLabel('Aktuelles Passwort').fill(adviser.password);
  await form.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await form.getByLabel(/wiederholen/).fill(password);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.', { exact: false })).toBeVisible();
  const mail = await waitForMail(adviser.email, /wurde geändert/);
  expect(mail.subject).toBe('Ihr Passwort für den Beraterbereich wurde geändert');
  await closeToasts(page);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await loginAdviser(page, { email: adviser.email, password });
});
