import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openCustomer,
  reviewShot,
  signIn,
  signInAdviser,
  TINY_PDF,
  test,
  who,
} from '../fixtures';

// What reaches the agency (inbox, away mails) is the test's own: an agency of its own (ADR 107).
test.use({ ownAgency: true });
// Two browsers (adviser and customer) in one test, beside another test now, not one at a time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 14: files in the chat go through the documents feature. The customer attaches a PDF (it lands
 * among the own documents), the adviser sees the message live and downloads the file; the adviser sends a
 * PDF back (provided, so it is among the customer's approvals too) and the customer downloads it. The
 * customer's side at 375 px, axe clean.
 */
test('customer and adviser send each other files in the chat', async ({ browser }) => {
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const customer = await customerContext.newPage();
  await signIn(customer, who.max);
  await customer.goto('/#/app/berater/kontakt');
  await expect(customer.getByRole('heading', { level: 1, name: 'Chat mit Deinem Berater' })).toBeVisible();
  await closeToasts(customer);

  const adviserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await openCustomer(adviser, who.max);
  const adviserLog = adviser.getByRole('log', { name: 'Nachrichtenverlauf' });
  const customerLog = customer.getByRole('log', { name: 'Nachrichtenverlauf' });

  const photo = `Fahrradrechnung ${Date.now()}.pdf`;
  await customer
    .getByLabel('Datei anhängen')
    .setInputFiles({ name: photo, mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(customer.getByRole('button', { name: `${photo} nicht senden` })).toBeVisible();
  await expect(customer.getByText(/wird hochgeladen/)).toHaveCount(0);
  await expectNoHorizontalOverflow(customer);
  await expectNoAxeViolations(customer);
  await customer.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(customerLog.getByRole('button', { name: `${photo} öffnen` })).toBeVisible();
  await reviewShot(customer, 'chat-files-375');

  // Live on the adviser's side; the file downloads with the adviser's session.
  const received = adviserLog.getByRole('button', { name: `${photo} öffnen` });
  await expect(received).toBeVisible({ timeout: 2000 });
  const adviserDownload = adviser.waitForEvent('download');
  await received.click();
  expect((await adviserDownload).suggestedFilename()).toBe(photo);

  const offer = `Angebot Fahrradversicherung ${Date.now()}.pdf`;
  const chatRegion = adviser.getByRole('region', { name: 'Chat' });
  await chatRegion
    .getByLabel('Datei anhängen')
    .setInputFiles({ name: offer, mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(chatRegion.getByRole('button', { name: `${offer} nicht senden` })).toBeVisible();
  await expect(chatRegion.getByText(/wird hochgeladen/)).toHaveCount(0);
  await adviser.getByLabel(`Nachricht an ${who.max.firstName} ${who.max.lastName}`).fill('Hier das Angebot.');
  await chatRegion.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(adviserLog.getByRole('button', { name: `${offer} öffnen` })).toBeVisible();
  await expectNoAxeViolations(adviser);

  const sentBack = customerLog.getByRole('button', { name: `${offer} öffnen` });
  await expect(sentBack).toBeVisible({ timeout: 2000 });
  await expect(customerLog.getByText('Hier das Angebot.')).toBeVisible();
  const customerDownload = customer.waitForEvent('download');
  await sentBack.click();
  expect((await customerDownload).suggestedFilename()).toBe(offer);

  // Both files are documents: the customer's own upload and the adviser's approval.
  await customer.goto('/#/app/dokumente');
  await expect(customer.getByRole('button', { name: `${photo} öffnen` })).toBeVisible();
  await expect(
    customer
      .getByRole('region', { name: 'Freigaben Deines Beraters' })
      .getByRole('button', { name: `${offer} öffnen` }),
  ).toBeVisible();

  await customerContext.close();
  await adviserContext.close();
});

/**
 * Issue 27 item 5: a file chosen and dropped again ("×") before "Senden" is never stored — it is not
 * among the customer's documents; a file that is sent is uploaded on "Senden".
 */
test('a file dropped before sending is not stored', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const customer = await context.newPage();
  await signIn(customer, who.max);
  await customer.goto('/#/app/berater/kontakt');
  await expect(customer.getByRole('heading', { level: 1, name: 'Chat mit Deinem Berater' })).toBeVisible();
  await closeToasts(customer);

  const dropped = `anhang ${Date.now()}.pdf`;
  await customer
    .getByLabel('Datei anhängen')
    .setInputFiles({ name: dropped, mimeType: 'application/pdf', buffer: TINY_PDF });
  const drop = customer.getByRole('button', { name: `${dropped} nicht senden` });
  await expect(drop).toBeVisible();
  await expect(customer.getByText(/wird hochgeladen/)).toHaveCount(0);
  await expectNoAxeViolations(customer);
  await drop.click();
  await expect(drop).toHaveCount(0);

  const sent = `Rechnung ${Date.now()}.pdf`;
  await customer
    .getByLabel('Datei anhängen')
    .setInputFiles({ name: sent, mimeType: 'application/pdf', buffer: TINY_PDF });
  await customer.getByRole('button', { name: 'Senden', exact: true }).click();
  const log = customer.getByRole('log', { name: 'Nachrichtenverlauf' });
  await expect(log.getByRole('button', { name: `${sent} öffnen` })).toBeVisible();
  await expect(log.getByRole('button', { name: `${dropped} öffnen` })).toHaveCount(0);

  await customer.goto('/#/app/dokumente');
  await expect(customer.getByRole('button', { name: `${sent} öffnen` })).toBeVisible();
  await expect(customer.getByRole('button', { name: `${dropped} öffnen` })).toHaveCount(0);
  await context.close();
});
