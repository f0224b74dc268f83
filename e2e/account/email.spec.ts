import { expect, expectNoAxeViolations, login, test, waitForMail } from '../fixtures';
import { linkIn, logOut, signUpFreshCustomer } from './sign-up';

test('a customer changes the e-mail address and confirms it with the link mailed to it', async ({ page }) => {
  const customer = await signUpFreshCustomer(page);
  const newEmail = customer.email.replace('@', '.neu@');

  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('link', { name: 'E-Mail ändern' }).click();
  await expect(page).toHaveURL(/#\/app\/MeinKonto\/email$/);
  await expect(page.getByText(customer.email)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
  await page.getByLabel('Aktuelles Passwort').fill(customer.password);
  await page.getByRole('button', { name: 'E-Mail ändern' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Bestätigungslink an ${newEmail}` })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await waitForMail(newEmail, /intro\/email\//);
  await page.goto(linkIn(mail.text, '#/intro/email/'));
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();

  // The login greets with the new address, and only the new address logs in.
  await logOut(page);
  await expect(page.getByLabel('E-Mail')).toHaveValue(newEmail);
  await login(page, customer);
  await expect(page.getByText('Die Zugangsdaten sind falsch.')).toBeVisible();
  await login(page, { email: newEmail, password: customer.password });
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
});
