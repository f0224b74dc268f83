import { expect, expectNoAxeViolations, login, test, waitForMail } from '../fixtures';
import { linkIn, logOut, signUpFreshCustomer } from './sign-up';

test.describe('forgotten and changed passwords', () => {
  test('forgot → mail link → new password → logged in; the new password then logs in', async ({ page }) => {
    const customer = await signUpFreshCustomer(page);
    await logOut(page);

    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    const modal = page.getByRole('dialog', { name: 'Passwort vergessen' });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByLabel('E-Mail').fill(customer.email);
    await modal.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(modal.getByRole('status')).toContainText('Link zum Zurücksetzen geschickt');
    await expectNoAxeViolations(page);

    const mail = await waitForMail(customer.email, /Passwortvergessen/);
    await page.goto(linkIn(mail.text, '#/intro/Passwortvergessen/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
    await expectNoAxeViolations(page);
    const newPassword = `${customer.password}Z`;
    await page.getByLabel('Neues Passwort').fill(newPassword);
    await page.getByLabel('Passwort wiederholen').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
    await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();

    // The link is single-use: opening it again ends on the login with the code's message.
    await logOut(page);
    await page.goto(linkIn(mail.text, '#/intro/Passwortvergessen/'));
    await page.getByLabel('Neues Passwort').fill(`${newPassword}Y`);
    await page.getByLabel('Passwort wiederholen').fill(`${newPassword}Y`);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL(/#\/intro\/login$/);

    await login(page, { email: customer.email, password: newPassword });
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  });

  test('the forgot-password modal opens on /intro/login/forgotpassword', async ({ page }) => {
    await page.goto('/#/intro/login/forgotpassword');
    await expect(page.getByRole('dialog', { name: 'Passwort vergessen' })).toBeVisible();
  });

  test('a customer changes the password; the old one stops working', async ({ page }) => {
    const customer = await signUpFreshCustomer(page);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('link', { name: 'Passwort' }).click();
    await expect(page).toHaveURL(/#\/app\/MeinKonto\/passwort$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong current password is shown at its field.
    const newPassword = `Anders!${Date.now()}x`;
    await page.getByLabel('Aktuelles Passwort').fill('Falsch!2026x');
    await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByLabel('Aktuelles Passwort')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Aktuelles Passwort')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel('Aktuelles Passwort').fill(customer.password);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();

    await logOut(page);
    await login(page, customer);
    await expect(page.getByText('Die Zugangsdaten sind falsch.')).toBeVisible();
    await login(page, { email: customer.email, password: newPassword });
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  });
});
