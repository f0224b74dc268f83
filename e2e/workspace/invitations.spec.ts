import { demoAdviserLogins } from '../../apps/server/src/demo/advisers';
import { mailsTo } from '../../apps/server/test/helpers/outbox-files';
import { linkIn } from '../account/sign-up';
import {
  closeToasts,
  e2eDataDir,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  loginAdviser,
  signInAdviser,
  test,
  waitForMail,
  who,
} from '../fixtures';

/**
 * Issue 14: the adviser invites a customer from the workspace (the admin command's flow); the customer
 * sets a password from the mail's link, is then no longer pending, and arrives in the inbox as a new
 * customer. The invitations page at 375 px, axe clean.
 */
test('an adviser invites a customer, who activates the account from the mail', async ({ browser }, info) => {
  const adviserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.getByRole('link', { name: 'Einladungen' }).click();
  await expect(adviser.getByRole('heading', { level: 1, name: 'Kunden einladen' })).toBeVisible();
  const email = `e2e-${info.testId}-neu@example.com`;
  await adviser.getByLabel('E-Mail-Adresse').fill(email);
  await adviser.getByLabel('Vorname').fill('Nora');
  await adviser.getByLabel('Nachname').fill('Neumann');
  await adviser.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(adviser.getByText(`Die Einladung an ${email} wurde gesendet.`)).toBeVisible();
  const pending = adviser.getByRole('region', { name: 'Offene Einladungen' });
  await expect(pending.getByText(email)).toBeVisible();
  await expect(pending.getByText(/Link gültig bis \d\d\.\d\d\.\d{4} \d\d:\d\d/).first()).toBeVisible();
  await closeToasts(adviser);
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);

  // The same address again: the server's answer at the field.
  await adviser.getByLabel('E-Mail-Adresse').fill(email);
  await adviser.getByLabel('Vorname').fill('Nora');
  await adviser.getByLabel('Nachname').fill('Neumann');
  await adviser.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(
    adviser.getByText('Für diese E-Mail-Adresse gibt es schon ein Konto im Kundenportal.'),
  ).toBeVisible();

  const mail = await waitForMail(email, /einrichtung/);
  expect(mail.text).toContain('Hallo Nora');
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const customer = await customerContext.newPage();
  await customer.goto(linkIn(mail.text, '#/intro/einrichtung/'));
  await expect(customer.getByRole('heading', { level: 1, name: 'Hallo Nora' })).toBeVisible();
  const password = 'Eingeladen!2026neu';
  await customer.getByLabel('Passwort', { exact: true }).fill(password);
  await customer.getByLabel('Passwort wiederholen').fill(password);
  await customer.getByRole('checkbox', { name: 'Ich akzeptiere die Nutzungsbedingungen.' }).check();
  await customer
    .getByRole('checkbox', { name: 'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.' })
    .check();
  await customer.getByRole('button', { name: 'Konto einrichten' }).click();
  await expect(customer).toHaveURL(/#\/app\//);

  await adviser.reload();
  await expect(pending.getByText(email)).toHaveCount(0);
  await adviser.goto('/#/berater/eingang/registrierung');
  await expect(adviser.getByRole('button', { name: /Nora Neumann ist dabei/ })).toBeVisible();

  await customerContext.close();
  await adviserContext.close();
});

/**
 * Issue 27, item 34: the second agency invites the address of the test's Max (a customer of the demo
 * agency) and a new address. Both are pending, in the customers list as not activated, with a household
 * page and "Erneut senden"; only the new address gets mail.
 */
test('an address registered with another agency is invited like a new one and mailed nothing', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAdviser(page, demoAdviserLogins.berater2);
  await closeToasts(page);
  const fresh = `e2e-${info.testId}-frisch@example.com`;
  const invitees = [
    { email: who.max.email, firstName: 'Mara', lastName: 'Anders' },
    { email: fresh, firstName: 'Nele', lastName: 'Neu' },
  ];
  for (const invitee of invitees) {
    await page.getByRole('link', { name: 'Einladungen' }).click();
    await page.getByLabel('E-Mail-Adresse').fill(invitee.email);
    await page.getByLabel('Vorname').fill(invitee.firstName);
    await page.getByLabel('Nachname').fill(invitee.lastName);
    await page.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(page.getByText(`Die Einladung an ${invitee.email} wurde gesendet.`)).toBeVisible();
    const name = `${invitee.firstName} ${invitee.lastName}`;
    await page.getByRole('button', { name: `Einladung an ${name} erneut senden` }).click();
    await expect(page.getByText(`Die Einladung an ${invitee.email} wurde erneut gesendet.`)).toBeVisible();
    await closeToasts(page);

    await page.getByRole('link', { name: 'Kunden', exact: true }).click();
    await page.getByLabel('Kunden suchen').fill(invitee.email);
    await expect(page.getByText('1 Kunde', { exact: true })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: invitee.email });
    await expect(row.getByText('nicht aktiviert')).toBeVisible();
    await row.getByRole('link', { name: `${invitee.lastName}, ${invitee.firstName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Haushalt von ${name}` })).toBeVisible();
    await expect(page.getByText(invitee.email).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await waitForMail(fresh, /einrichtung/);
  // Max gets his household's deadline mails, but nothing of the invitation.
  const toMax = await mailsTo(e2eDataDir(), who.max.email);
  expect(toMax.filter((mail) => /einrichtung|Zugang/.test(mail.subject + mail.text))).toEqual([]);
});
