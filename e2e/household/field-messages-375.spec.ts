import { expect, signIn, test, who } from '../fixtures';

/**
 * Issue 27, item 23 at 375 px: an invalid IBAN's message appears when the field is left without moving the
 * field below (the first click on it landed 25 px too high and missed), and after a failed submit the field
 * that gets the focus is not under the error toast at the top.
 */
test('the IBAN message moves nothing below it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto('/#/app/person/edit/0');
  await expect(page.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeVisible();
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill('Feld');
  await page.getByRole('button', { name: 'Bankverbindung hinzufügen' }).click();
  const bank = page.getByRole('group', { name: /^Bankverbindung 1/ });
  await bank.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');

  const bic = bank.getByLabel('BIC');
  await bic.scrollIntoViewIfNeeded();
  const before = await bic.boundingBox();
  if (!before) throw new Error('no BIC field');
  // One click where the BIC field is: it leaves the IBAN (whose message then appears) and lands in the BIC.
  await page.mouse.click(before.x + 20, before.y + before.height / 2);
  await expect(bank.getByText('Bitte gebe eine gültige IBAN ein.')).toBeVisible();
  await expect(bic).toBeFocused();
  expect((await bic.boundingBox())?.y).toBe(before.y);
});

test('after a failed submit the focused field is not under the error toast', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto('/#/app/berater/form/erstinformation');
  const submit = page.getByRole('button', { name: 'Vorschau anzeigen' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const received = page.getByLabel('Ich habe die Erstinformation erhalten und gelesen.');
  await expect(received).toBeFocused();
  const toast = page.getByRole('alert').filter({ hasText: 'Bitte überprüfe deine Eingaben.' });
  await expect(toast).toBeVisible();
  const [field, covering] = await Promise.all([received.boundingBox(), toast.boundingBox()]);
  if (!field || !covering) throw new Error('no boxes');
  expect(field.y, JSON.stringify({ field, covering })).toBeGreaterThanOrEqual(covering.y + covering.height);
});
