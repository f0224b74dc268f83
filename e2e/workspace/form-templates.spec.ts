import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectNothingCutOff,
  openCustomer,
  reviewShot,
  signIn,
  signInAdviser,
  test,
  who,
} from '../fixtures';

/**
 * Issue 14: the adviser writes a new form template in the workspace — an error is shown at its line while
 * typing, the preview draws the form as the customer will fill it in — publishes it, switches it on for Max
 * and Max finds it on his adviser page. The list and the editor at 375 px, axe clean. The switch is put
 * back at the end (the e2e agency is shared); the template stays, as published versions do.
 */
test('an adviser publishes a form template and switches it on for a customer, who finds it', async ({
  browser,
}) => {
  const key = `rueckruf_${Date.now()}`;
  const title = `Rückrufwunsch ${key.slice(-4)}`;
  const adviserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser
    .getByRole('navigation', { name: 'Beraterbereich' })
    .getByRole('link', { name: 'Formulare' })
    .click();
  await expect(adviser.getByRole('heading', { level: 1, name: 'Formulare' })).toBeVisible();
  await expect(adviser.getByRole('link', { name: 'Maklervollmacht bearbeiten' })).toBeVisible();
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);

  // The Beratungsprotokoll's preview has a select with long options: nothing of it is cut off at 375 px.
  await adviser.getByRole('link', { name: 'Beratungsprotokoll bearbeiten' }).click();
  await expect(adviser.getByRole('region', { name: 'Vorschau' }).getByLabel(/Anlass/)).toBeVisible();
  await expectNothingCutOff(adviser);
  await adviser.goBack();
  await expect(adviser.getByRole('heading', { level: 1, name: 'Formulare' })).toBeVisible();

  await adviser.getByLabel('Schlüssel').fill(key);
  await adviser.getByRole('button', { name: 'Formular anlegen' }).click();
  await expect(adviser).toHaveURL(new RegExp(`#/berater/formulare/${key}$`));
  await expect(adviser.getByText('Noch nicht veröffentlicht.')).toBeVisible();

  const source = adviser.getByLabel('Vorlage (Markdown)');
  const preview = adviser.getByRole('region', { name: 'Vorschau' });
  await source.fill(
    `# ${title}\n\nWann dürfen wir Sie anrufen?\n\n{{ Uhrzeit | uhrzeit | zeitfeld | pflicht }}\n`,
  );
  await expect(adviser.getByText(/^Zeile 5: „zeitfeld“ ist kein Feldtyp/)).toBeVisible();
  await expect(preview.getByText('Die Vorschau erscheint, sobald die Vorlage fehlerfrei ist.')).toBeVisible();
  await source.fill(
    `# ${title}\n\nWann dürfen wir **Sie** anrufen?\n\n{{ Uhrzeit | uhrzeit | textfield | pflicht | z. B. nachmittags }}\n{{ Unterschrift | unterschrift | sign | pflicht }}\n`,
  );
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.getByLabel(/Uhrzeit/)).toHaveAttribute('placeholder', 'z. B. nachmittags');
  await preview.getByRole('button', { name: 'Eingaben prüfen' }).click();
  await expect(preview.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);
  await reviewShot(adviser, 'form-template-375', { fullPage: true });

  await adviser.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(adviser.getByText(`„${title}“ ist als Version 1 veröffentlicht.`)).toBeVisible();
  await expect(
    adviser.getByText(/^Aktuell: Version 1, veröffentlicht am \d\d\.\d\d\.\d{4}\.$/),
  ).toBeVisible();
  await closeToasts(adviser);

  // Switched on for Max in his settings.
  await adviser
    .getByRole('navigation', { name: 'Beraterbereich' })
    .getByRole('link', { name: 'Kunden' })
    .click();
  await openCustomer(adviser, who.max);
  const formSwitch = adviser.getByRole('switch', { name: title });
  await formSwitch.click();
  await expect(formSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(adviser.getByText('Die Einstellung wurde gespeichert.')).toBeVisible();

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, who.max);
  await customer.goto('/#/app/berater/info');
  const documents = customer.getByRole('region', { name: 'Dokumente', exact: true });
  await documents.getByRole('link', { name: title }).click();
  await expect(customer).toHaveURL(new RegExp(`#/app/berater/form/${key}$`));
  await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(customer.getByText('Wann dürfen wir Sie anrufen?')).toBeVisible();
  await customerContext.close();

  await formSwitch.click();
  await expect(formSwitch).toHaveAttribute('aria-checked', 'false');
  await adviserContext.close();
});
