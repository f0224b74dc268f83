import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  test,
  waitForMail,
  who,
} from '../fixtures';

/**
 * The companions of the referral programme (issue 13) in Chromium against the real server, at 375 px:
 * 'Empfehlen' in the menu for a customer without the referrals feature opens the recommend-app dialog with
 * the server's texts, placeholders filled in; the support modal of the referral page sends a question that
 * reaches the adviser as a mail with the spec's subject.
 */
test.use({ viewport: { width: 375, height: 812 } });

test("'Empfehlen' (referrals off) shows the recommendation with the customer's name filled in", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, who.erika);
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await closeToasts(page);
  await page.getByRole('button', { name: 'Menü' }).click();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Weiterempfehlen' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Empfehlen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Empfehlen' });
  await expect(dialog.getByText('Empfohlen von Erika Beispiel.')).toBeVisible();
  const message = dialog.getByLabel('Deine Nachricht');
  await expect(message).toHaveValue(/^Hallo! Mit Kundenportal habe ich .* Probier es aus: http/);
  await expect(message).not.toHaveValue(/\{(vorname|nachname|appname|appurl)\}/);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Text kopieren' }).click();
  await expect(page.getByText('Der Text wurde in die Zwischenablage kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await message.inputValue());

  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await dialog.getByRole('button', { name: 'Teilen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Teilen über' });
  await expect(sheet.getByRole('link', { name: 'E-Mail' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=Erika%20Beispiel%20empfiehlt%20Dir%20Kundenportal&body=Hallo!/,
  );
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Schließen' }).click();
  await expect(sheet).toBeHidden();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
});

test('the support modal of the referral page sends the question to the adviser by mail', async ({ page }) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await closeToasts(page);
  await page.getByRole('button', { name: 'Frage zum Weiterempfehlen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Frage zum Weiterempfehlen' });
  await dialog.getByRole('button', { name: 'Frage senden' }).click();
  await expect(dialog.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();
  await expectNoAxeViolations(page);

  const question = `Wann kommt mein Gutschein? (${who.max.email})`;
  await dialog.getByLabel(/Deine Frage/).fill(question);
  await dialog.getByRole('button', { name: 'Frage senden' }).click();
  await expect(page.getByText('Der Berater wurde informiert.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const escaped = who.max.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mail = await waitForMail('thomas.berger@berger-makler.example', new RegExp(escaped));
  expect(mail.subject).toBe('Supportanfrage Empfehlung-App');
  expect(mail.replyTo).toBe(who.max.email);
  expect(mail.text).toContain(question);
});
