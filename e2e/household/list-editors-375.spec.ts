import type { Locator, Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  reviewShot,
  signIn,
  test,
  who,
} from '../fixtures';

// The narrowest phone the issue names. Geometry is asserted; the screenshots are attached for a look,
// not compared pixel by pixel (fonts differ between machines).
test.use({ viewport: { width: 375, height: 812 } });

/** A German IBAN of full length (22 characters, 27 in groups of four). */
const FULL_IBAN = 'DE89 3704 0044 0532 0130 00';

const entry = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/** The legend's title and badge inside the frame, on one line; the inputs show their whole text. */
async function expectEntryFits(page: Page, name: string, badge: string) {
  const fieldset = entry(page, name);
  const frame = await box(fieldset);
  const legend = fieldset.locator('legend');
  const legendBox = await box(legend);
  const title = await box(legend.getByText(name, { exact: true }));
  const mark = await box(legend.getByText(badge, { exact: true }));
  // Inside the frame: below its top border, within its sides.
  expect(legendBox.y).toBeGreaterThanOrEqual(frame.y);
  expect(legendBox.x).toBeGreaterThanOrEqual(frame.x);
  expect(legendBox.x + legendBox.width).toBeLessThanOrEqual(frame.x + frame.width);
  // The title takes one line and the badge sits on it.
  expect(title.height).toBeLessThan(30);
  expect(mark.y).toBeLessThan(title.y + title.height);
  expect(mark.y + mark.height).toBeGreaterThan(title.y);
  expect(mark.x).toBeGreaterThan(title.x + title.width);
  expect(mark.x + mark.width).toBeLessThanOrEqual(frame.x + frame.width);
  for (const input of await fieldset.locator('input:not([type=hidden]), select').all()) {
    const inputBox = await box(input);
    expect(inputBox.x + inputBox.width).toBeLessThanOrEqual(frame.x + frame.width);
  }
}

test('address and bank connection editors fit 375 px: legend in its frame, badge on its line, full IBAN visible', async ({
  page,
}) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await page.goto('/#/app/person/list');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Hauptperson' })
    .getByRole('link', { name: /bearbeiten$/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bankverbindungen' })).toBeVisible();
  await closeToasts(page);

  const bank = entry(page, 'Bankverbindung 1');
  const iban = bank.getByLabel('IBAN');
  await expect(iban).toHaveValue(FULL_IBAN);
  await expectEntryFits(page, 'Bankverbindung 1', 'Hauptbankverbindung');
  await expectEntryFits(page, 'Adresse 1', 'Hauptadresse');
  const fits = await iban.evaluate((input) => ({ scroll: input.scrollWidth, client: input.clientWidth }));
  expect(fits.scroll).toBeLessThanOrEqual(fits.client);

  // Typed without spaces, the IBAN is shown in groups of four on leaving the field, still fully visible.
  await iban.fill(FULL_IBAN.replaceAll(' ', '').toLowerCase());
  await iban.press('Tab');
  await expect(iban).toHaveValue(FULL_IBAN);
  const typed = await iban.evaluate((input) => ({ scroll: input.scrollWidth, client: input.clientWidth }));
  expect(typed.scroll).toBeLessThanOrEqual(typed.client);

  // A second bank connection: its title row (no badge) and its actions stay inside the frame too.
  await page.getByRole('button', { name: 'Bankverbindung hinzufügen' }).click();
  const second = entry(page, 'Bankverbindung 2');
  await second.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
  await expect(second.getByRole('button', { name: 'Als Hauptbankverbindung festlegen' })).toBeVisible();
  const secondFrame = await box(second);
  for (const button of await second.getByRole('button').all()) {
    const buttonBox = await box(button);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(secondFrame.x + secondFrame.width);
  }
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await reviewShot(entry(page, 'Adresse 1'), 'address-editor-375');
  await reviewShot(bank, 'bank-editor-375');
  await reviewShot(second, 'bank-editor-second-375');

  // Leave without saving: the question comes (unsaved changes) and the changes are dropped.
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await page
    .getByRole('dialog', { name: 'Ungespeicherte Änderungen' })
    .getByRole('button', { name: 'Verwerfen' })
    .click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  await expectNoHorizontalOverflow(page);
});

test('the read-only person and the contact data screen fit 375 px', async ({ page }) => {
  await signIn(page, who.erika);
  await page.goto('/#/app/person/list');
  // The list first: the landing page Erika came from has a 'Freigaben ansehen' link too.
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();
  await page
    .getByRole('link', { name: /ansehen$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Adressen' })).toBeVisible();
  await closeToasts(page);
  await expectEntryFits(page, 'Adresse 1', 'Hauptadresse');
  await expectNoHorizontalOverflow(page);
  await reviewShot(page.getByRole('note'), 'read-only-note-375');
  await reviewShot(entry(page, 'Adresse 1'), 'read-only-address-375');

  await page.getByRole('link', { name: 'Kontaktdaten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktdaten' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await reviewShot(page.locator('main'), 'person-mail-read-only-375');
});
