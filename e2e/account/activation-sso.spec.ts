import { mintSsoToken } from '../../apps/server/src/modules/sso/sso-token';
import { E2E_INVITEE, E2E_SSO } from '../e2e-env';
import { expect, expectNoAxeViolations, login, test, waitForMail, who } from '../fixtures';
import { linkIn, logOut } from './sign-up';

test.describe('activation and single sign-on', () => {
  test('a customer invited with the admin command activates the account from the mail', async ({ page }) => {
    const mail = await waitForMail(E2E_INVITEE.email, /einrichtung/);
    const link = linkIn(mail.text, '#/intro/einrichtung/');
    expect(new URL(link).origin).toBe(new URL(page.url() === 'about:blank' ? link : page.url()).origin);

    // Logged in as someone else: that session ends first, with the spec's toast.
    await login(page, who.erika);
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
    await page.goto(link);
    await expect(
      page.getByText(
        'Du wurdest von einem angemeldeten Konto ausgeloggt, um den Einrichtungsprozess abschließen zu können.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: `Hallo ${E2E_INVITEE.firstName}` }),
    ).toBeVisible();
    await expect(page.getByText(E2E_INVITEE.email)).toBeVisible();
    await expectNoAxeViolations(page);

    const password = 'Eingeladen!2026x';
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByLabel('Passwort wiederholen').fill(password);
    await expect(page.getByText('Großartig! Dein Passwort ist sicher.').first()).toBeVisible();
    // Terms and privacy are accepted here as at sign-up (issue 27, item 13), each readable over the form.
    await page.getByRole('button', { name: 'Konto einrichten' }).click();
    await expect(page.getByText('Bitte stimme den Nutzungsbedingungen zu.')).toBeVisible();
    await expect(page.getByText('Bitte stimme der Datenschutzerklärung zu.')).toBeVisible();
    await page.getByRole('button', { name: 'Datenschutzerklärung lesen' }).click();
    const privacy = page.getByRole('dialog', { name: 'Datenschutzerklärung' });
    await expect(privacy).toBeVisible();
    await expectNoAxeViolations(page);
    await privacy.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('checkbox', { name: 'Ich akzeptiere die Nutzungsbedingungen.' }).check();
    await page
      .getByRole('checkbox', { name: 'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.' })
      .check();
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue(password);
    await page.getByRole('button', { name: 'Konto einrichten' }).click();
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
    await expect(page.getByText(`, ${E2E_INVITEE.firstName}`)).toBeVisible();

    // The link is used up; the account now logs in with its password.
    await logOut(page);
    await page.goto(link);
    await expect(page.getByText('Der Link ist nicht mehr gültig')).toBeVisible();
    await expect(page).toHaveURL(/#\/intro\/login$/);
    await login(page, { email: E2E_INVITEE.email, password });
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  });

  test('single sign-on logs in once with a token from the adviser system, and refuses it again', async ({
    page,
  }) => {
    const token = await mintSsoToken(E2E_SSO, who.max.email);
    await page.goto(`/#/intro/sso/${token}`);
    await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
    await expect(page.getByText(/, Max$/)).toBeVisible();

    await logOut(page);
    await page.goto(`/#/intro/sso/${token}`);
    await expect(page.getByText('Der Token ist nicht gültig.')).toBeVisible();
    await expect(page.getByText('Fehler beim einloggen')).toBeVisible();
    await expect(page).toHaveURL(/#\/intro\/login$/);
  });
});
