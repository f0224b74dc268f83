import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signIn,
  test,
  who,
} from '../fixtures';

/**
 * The referral page (issue 13) in Chromium against the real server: reached from the menu, three steps
 * (the demo adviser has two tiers), the personal link copied with the spec's toast, the sharing sheet
 * when the browser has no share dialog, the payouts dialog; axe clean, at 375 px.
 */
test('the referral page: steps, copying the link, the sharing sheet and the payouts, on a phone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await closeToasts(page);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Weiterempfehlen' })
    .click();
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weiterempfehlen' })).toBeVisible();
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await expect(
    page.getByText('Für jede erfolgreiche Empfehlung erhältst Du einen Gutschein über 25,00 €.'),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByText('ab der 3. Empfehlung: 50,00 €')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  const link = page.getByLabel('Dein persönlicher Link');
  await expect(link).toHaveValue(/#\/intro\/registrierung\?empfehlung=[A-Za-z0-9_-]{22}$/);
  await page.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByText('Der Link wurde in die Zwischenablage kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  // Headless Chromium has no share dialog: the sheet opens with the three ways.
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.getByRole('button', { name: 'Teilen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Teilen über' });
  await expect(sheet.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(sheet.getByRole('link', { name: 'E-Mail' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=Weiterempfehlen&body=/,
  );
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Schließen' }).click();

  await page.getByRole('button', { name: 'Auszahlungen ansehen' }).click();
  const payouts = page.getByRole('dialog', { name: 'Deine Auszahlungen' });
  await expect(payouts.getByText('Noch keine Auszahlungen.')).toBeVisible();
  await expectNoAxeViolations(page);
});
