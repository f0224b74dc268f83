import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  login,
  openCustomer,
  signInAdviser,
  test,
  who,
} from '../fixtures';

// What reaches the agency (inbox, away mails) is the test's own: an agency of its own (ADR 107).
test.use({ ownAgency: true });
// Two browsers (adviser and customer) in one test, beside another test now, not one at a time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 14: customer and adviser chat in two browsers. The customer writes, the adviser sees it within a
 * second without reloading and answers; the customer sees the answer without reloading, and the own
 * message turns 'Gelesen' once the adviser had it on screen. The customer's side at 375 px.
 */
test('customer and adviser chat in real time, with read marks, both screens accessible', async ({
  browser,
}) => {
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const customer = await customerContext.newPage();
  await login(customer, who.max);
  await customer.getByRole('button', { name: 'Menü' }).click();
  await customer
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Chat' })
    .click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Chat mit Deinem Berater' })).toBeVisible();
  await expect(customer.getByText('Noch keine Nachrichten.', { exact: false })).toBeVisible();
  await closeToasts(customer);
  await expectNoAxeViolations(customer);

  const adviserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await openCustomer(adviser, who.max);
  const adviserLog = adviser.getByRole('log', { name: 'Nachrichtenverlauf' });
  await expect(adviser.getByText('Noch keine Nachrichten mit diesem Kunden.')).toBeVisible();

  const customerLog = customer.getByRole('log', { name: 'Nachrichtenverlauf' });
  const question =
    'Hallo Herr Berger, ist mein Fahrrad über die Hausrat versichert? Infos: https://example.com/rad';
  await customer.getByLabel('Nachricht', { exact: true }).fill(question);
  await customer.getByLabel('Nachricht', { exact: true }).press('Enter');
  await expect(customerLog.getByText('Hallo Herr Berger', { exact: false })).toBeVisible();
  // The adviser's page shows it without a reload, within a second.
  await expect(adviserLog.getByText('Hallo Herr Berger', { exact: false })).toBeVisible({ timeout: 1000 });
  await expect(adviserLog.getByRole('link', { name: 'https://example.com/rad' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  // On the adviser's screen it counts as read: the customer sees 'Gelesen' without reloading.
  await expect(customerLog.getByText('Gelesen')).toBeVisible();

  const answer = 'Ja, bis 1.500 € ist es mitversichert. Für das E-Bike empfehle ich einen Zusatz.';
  await adviser.getByLabel(`Nachricht an ${who.max.firstName} ${who.max.lastName}`).fill(answer);
  await adviser.getByRole('button', { name: 'Senden' }).click();
  await expect(adviserLog.getByText(answer)).toBeVisible();
  await expect(customerLog.getByText(answer)).toBeVisible({ timeout: 1000 });
  await expect(customerLog.getByText('Thomas Berger')).toBeVisible();
  await expectNoAxeViolations(adviser);
  await expectNoAxeViolations(customer);

  // After a reload both sides show the same conversation from the server.
  await customer.reload();
  await expect(customer.getByRole('log', { name: 'Nachrichtenverlauf' }).getByText(answer)).toBeVisible();

  await customerContext.close();
  await adviserContext.close();
});
