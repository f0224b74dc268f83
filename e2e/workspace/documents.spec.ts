import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openCustomer,
  signIn,
  signInAdviser,
  TINY_PDF,
  test,
  waitForMail,
  who,
} from '../fixtures';

/**
 * Issue 14: the adviser provides a document from the customer's household page; the customer is told by
 * mail and finds it among the approvals, read-only. A file of the wrong type is refused before sending.
 * The household page at 375 px, axe clean.
 */
test('the adviser provides a document and the customer finds it in the approvals', async ({ browser }) => {
  const adviserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await openCustomer(adviser, who.max);
  const section = adviser.getByRole('region', { name: 'Dokumente' });
  const file = section.getByLabel('Datei');
  await file.setInputFiles({
    name: 'programm.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await section.getByRole('button', { name: 'Bereitstellen' }).click();
  await expect(section.getByRole('alert')).toContainText('programm.exe');

  const name = `Beratungsprotokoll ${Date.now()}.pdf`;
  await file.setInputFiles({ name, mimeType: 'application/pdf', buffer: TINY_PDF });
  await section.getByRole('button', { name: 'Bereitstellen' }).click();
  await expect(adviser.getByText(`„${name}“ wurde bereitgestellt.`)).toBeVisible();
  await expect(section.getByText(name)).toBeVisible();
  await expect(
    adviser.getByRole('region', { name: 'Änderungsprotokoll' }).getByText(`Dokument: ${name}`),
  ).toBeVisible();
  await closeToasts(adviser);
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);

  // The adviser downloads it again: the same bytes.
  const download = adviser.waitForEvent('download');
  await section.getByRole('button', { name: `${name} herunterladen` }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(name);

  const mail = await waitForMail(who.max.email, new RegExp(name.replace('.', '\\.')));
  // The mail's link leads to the documents page, where the approvals are.
  const link = /#(\/app\/\S+)/.exec(mail.text)?.[1];
  expect(link).toBe('/app/dokumente');

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, who.max);
  await customer.goto(`/#${link}`);
  const approvals = customer.getByRole('region', { name: 'Freigaben Deines Beraters' });
  await expect(approvals.getByRole('button', { name: `${name} öffnen` })).toBeVisible();
  await expect(
    approvals.getByRole('button', { name: new RegExp(`${name}.*(umbenennen|löschen)`) }),
  ).toHaveCount(0);

  await customerContext.close();
  await adviserContext.close();
});
