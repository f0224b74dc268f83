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

// The inbox counts what reaches the agency: the test's own agency (ADR 107).
test.use({ ownAgency: true });
// Two browsers (adviser and customer) in one test, beside another test now, not one at a time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 14: a damage report reaches the adviser's inbox as new; the adviser opens it (read), sets it
 * 'in Bearbeitung', and the customer's list shows the new status after the next load. The agency's audit
 * log names the change. The inbox at 375 px and on a desktop, axe clean.
 */
test("the adviser sets a damage report's status in the inbox; the customer sees it", async ({ browser }) => {
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const customer = await customerContext.newPage();
  await signIn(customer, who.max);
  await customer.goto('/#/app/schadensmeldung');
  await expect(customer.getByRole('heading', { level: 1, name: 'Schadensmeldung' })).toBeVisible();
  const subject = `Wasserschaden Bad ${Date.now()}`;
  await customer.getByLabel('Betreff').fill(subject);
  await customer
    .getByLabel('Schadenbeschreibung')
    .fill('Die Waschmaschine ist ausgelaufen.\nDer Boden ist nass.');
  await customer.getByRole('button', { name: 'Schaden melden', exact: true }).click();
  await expect(customer.getByText('Der Berater wurde informiert.')).toBeVisible();
  const ownReport = customer
    .getByRole('region', { name: 'Deine Schadensmeldungen' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(ownReport).toContainText('Status: eingegangen');

  const adviserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.getByRole('link', { name: /^Eingang/ }).click();
  const categories = adviser.getByRole('navigation', { name: 'Kategorien' });
  await categories.getByRole('link', { name: /^Schadensmeldungen/ }).click();
  await expect(adviser.getByRole('heading', { level: 2, name: 'Schadensmeldungen' })).toBeVisible();
  const entry = adviser.getByRole('button', { name: new RegExp(subject) });
  await expect(entry).toContainText('Neu');
  await expect(entry).toContainText(`${who.max.firstName} ${who.max.lastName}`);
  await expectNoAxeViolations(adviser);

  await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  await expect(entry).not.toContainText('Neu');
  await expect(adviser.getByText('Der Boden ist nass.')).toBeVisible();
  await adviser.getByLabel('Status').selectOption({ label: 'in Bearbeitung' });
  await adviser.getByRole('button', { name: 'Status speichern' }).click();
  await expect(
    adviser.getByText('Der Status wurde gespeichert. Der Kunde sieht ihn in seiner App.'),
  ).toBeVisible();
  await expect(entry).toContainText('in Bearbeitung');
  await closeToasts(adviser);
  await expectNoAxeViolations(adviser);

  // The agency's log on the customer's page names the change.
  await adviser.getByRole('link', { name: 'Zum Kunden' }).click();
  const audit = adviser.getByRole('region', { name: 'Änderungsprotokoll' });
  await expect(audit.getByText(/Schadensmeldung Nr\. \d+: eingegangen → in Bearbeitung/)).toBeVisible();
  await expect(audit.getByText(/· Thomas Berger · Bearbeitungsstand geändert/)).toBeVisible();

  // The inbox on a phone.
  await adviser.setViewportSize({ width: 375, height: 812 });
  await adviser.goto('/#/berater/eingang/schadensmeldung');
  await expect(adviser.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await expectNoHorizontalOverflow(adviser);
  await expectNoAxeViolations(adviser);

  await customer.reload();
  await expect(ownReport).toContainText('Status: in Bearbeitung');

  await customerContext.close();
  await adviserContext.close();
});
