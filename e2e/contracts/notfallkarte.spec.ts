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
 * The Notfallkarte (issue 32) at 375 px: reached from the menu, Max's household shows his policy numbers
 * per person with the claims hotline where one is known, his adviser, and what to do after an accident; he
 * enters an emergency contact.
 */
test.use({ viewport: { width: 375, height: 812 } });

test("Max's emergency card shows his policy numbers with the claims hotline", async ({ page }) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await openFromMenu(page, 'Notfallkarte');
  await expect(page).toHaveURL(/#\/app\/notfallkarte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notfallkarte' })).toBeVisible();

  const kfz = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kfz · HUK-COBURG' }) });
  await expect(kfz).toContainText('KFZ-4711-2023');
  await expect(kfz.getByRole('link', { name: '0800 2 485 445' })).toHaveAttribute('href', 'tel:08002485445');
  await expect(page.getByRole('heading', { name: 'Hausrat · ERGO' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dein Berater' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nach einem Autounfall' })).toContainText(
    'Europäischen Unfallbericht',
  );
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // The wallet card (ADR 227): a PDF download, fetched with the session.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Karte für den Geldbeutel (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Notfallkarte-\d{4}-\d{2}-\d{2}\.pdf$/);

  // The emergency contact: entered by the customer, then shown to call.
  const contact = page.getByRole('region', { name: 'Notfallkontakt' });
  await contact.getByLabel('Name').fill('Erika Mustermann');
  await contact.getByLabel('Telefon').fill('030 1234567');
  await contact.getByRole('button', { name: 'Notfallkontakt speichern' }).click();
  await expect(contact.getByRole('link', { name: '030 1234567' })).toHaveAttribute('href', 'tel:0301234567');
  await expectNoAxeViolations(page);
});
