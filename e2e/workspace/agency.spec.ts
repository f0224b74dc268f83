import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signIn,
  signInAdviser,
  test,
  who,
} from '../fixtures';

// The agency's brand and legal texts change: the test's own agency, made like the demo's (ADR 107).
test.use({ ownAgency: true });
// Two browsers (adviser and customer) in one test, beside another test now, not one at a time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 14: the agency's page. Colours that would be hard to read are refused as they are chosen; a
 * readable one is saved and shows in the agency's change log, then the demo colour is put back; an own
 * legal text is saved, previewed (its markup stays out) and reaches the customer; the default text is
 * put back. At 375 px and on a desktop, axe clean.
 */
test("the agency's page: colours checked for contrast, an own legal text reaches the customer", async ({
  browser,
}) => {
  const adviserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.getByRole('link', { name: 'Agentur' }).click();
  await expect(adviser.getByRole('heading', { level: 1, name: 'Ihre Agentur' })).toBeVisible();
  const profile = adviser.getByRole('form', { name: 'Kontaktdaten' });
  await expect(profile.getByLabel('Nachname')).toHaveValue('Berger');
  await expect(adviser.getByRole('img', { name: 'Ihr Logo' })).toBeVisible();
  await expectNoAxeViolations(adviser);

  const brand = adviser.getByRole('region', { name: 'Logo, Foto und Farben' });
  const primary = brand.getByLabel('Hauptfarbe', { exact: true });
  const demoPrimary = await primary.inputValue();
  await primary.fill('#eeeeee');
  await expect(brand.getByText(/Der Kontrast zwischen .* ist zu gering/).first()).toBeVisible();

  // A readable colour is saved, and the agency's log shows who changed it from what to what.
  const log = adviser.getByRole('region', { name: 'Änderungsprotokoll der Agentur' });
  await primary.fill('#0a3d62');
  await brand.getByRole('button', { name: 'Farben speichern' }).click();
  try {
    await expect(log.getByText(`Hauptfarbe: ${demoPrimary} → #0a3d62`)).toBeVisible();
    await expect(log.getByText(/ · Farben und Schrift geändert$/).first()).toBeVisible();
  } finally {
    // Back to the demo colour.
    await primary.fill(demoPrimary);
    await brand.getByRole('button', { name: 'Farben speichern' }).click();
  }
  await expect(log.getByText(`Hauptfarbe: #0a3d62 → ${demoPrimary}`)).toBeVisible();

  const terms = adviser.getByRole('form', { name: 'Nutzungsbedingungen' });
  const field = terms.getByLabel('Nutzungsbedingungen');
  // The agency, made like the demo's, uses the portal's default terms.
  await expect(terms.getByText('Standardtext des Portals')).toBeVisible();
  await expect(field).toHaveValue('');
  const marker = `Zusatz für diesen Test ${Date.now()}`;
  await field.fill(
    `# Nutzungsbedingungen der Agentur\n\n## ${marker}\n\n<img src=x onerror="window.hacked=1"> **Gilt ab sofort.**`,
  );
  await terms.getByRole('button', { name: 'Vorschau zeigen' }).click();
  await expect(terms.getByRole('heading', { name: marker })).toBeVisible();
  await expect(terms.locator('img')).toHaveCount(0);
  await terms.getByRole('button', { name: 'Text speichern' }).click();
  await expect(
    adviser.getByText('Der Text wurde gespeichert. Ihre Kunden sehen ihn ab sofort.'),
  ).toBeVisible();

  const customerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const customer = await customerContext.newPage();
  try {
    await signIn(customer, who.max);
    await customer.goto('/#/app/nutzungsbedingungen');
    await expect(customer.getByRole('heading', { name: marker })).toBeVisible();
    await expect(customer.locator('main img[src="x"]')).toHaveCount(0);
  } finally {
    await customerContext.close();
    // Back to the portal's default text (version '1', as the customers accepted it).
    await terms.getByRole('button', { name: 'Standardtext verwenden' }).click();
  }
  await expect(adviser.getByText('Ihre Kunden sehen wieder den Standardtext.')).toBeVisible();
  await expect(field).toHaveValue('');

  await adviser.setViewportSize({ width: 375, height: 812 });
  await adviser.reload();
  await expect(adviser.getByRole('heading', { level: 1, name: 'Ihre Agentur' })).toBeVisible();
  await closeToasts(adviser);
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);
  await adviserContext.close();
});
