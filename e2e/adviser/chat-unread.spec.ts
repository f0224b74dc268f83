import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openCustomer,
  reviewShot,
  signIn,
  signInAdviser,
  test,
  who,
} from '../fixtures';

// What reaches the agency (inbox, away mails) is the test's own: an agency of its own (ADR 107).
test.use({ ownAgency: true });
// Two browsers (adviser and customer) in one test, beside another test now, not one at a time.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 27 item 11: an adviser's message that arrives while the customer is on the adviser page shows at
 * once — a badge on the menu button and on the "Chat" entry, and the count on the page's chat entry — and
 * goes once the customer has read it. At 375 px, axe clean.
 */
test('an unread adviser message shows on the menu, the Chat entry and the adviser page', async ({
  browser,
}) => {
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const customer = await customerContext.newPage();
  await signIn(customer, who.max);
  await customer.goto('/#/app/berater/info');
  await expect(customer.getByRole('heading', { level: 1, name: 'Dein Berater' })).toBeVisible();
  const entry = customer.getByRole('region', { name: 'Nachrichten' });
  await expect(entry.getByRole('link', { name: 'Zum Chat' })).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Menü', exact: true })).toBeVisible();
  await closeToasts(customer);

  const adviserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await openCustomer(adviser, who.max);
  const answer = `Ihre Police ist da. ${Date.now()}`;
  await adviser.getByLabel(`Nachricht an ${who.max.firstName} ${who.max.lastName}`).fill(answer);
  await adviser
    .getByRole('region', { name: 'Chat' })
    .getByRole('button', { name: 'Senden', exact: true })
    .click();
  await expect(adviser.getByRole('log', { name: 'Nachrichtenverlauf' }).getByText(answer)).toBeVisible();

  // Without a reload, on the page the customer is on.
  const menu = customer.getByRole('button', { name: 'Menü (1 ungelesene Nachricht)' });
  await expect(menu).toBeVisible({ timeout: 3000 });
  await expect(entry).toContainText('1 ungelesene Nachricht');
  await expectNoHorizontalOverflow(customer);
  await expectNoAxeViolations(customer);
  await menu.click();
  const chatLink = customer
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Chat (1 ungelesene Nachricht)' });
  await expect(chatLink).toBeVisible();
  await expectNoAxeViolations(customer);
  await reviewShot(customer, 'chat-unread-375');

  // Read: the signs go.
  await chatLink.click();
  await expect(customer.getByRole('log', { name: 'Nachrichtenverlauf' }).getByText(answer)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Menü', exact: true })).toBeVisible({ timeout: 3000 });
  await customer.goto('/#/app/berater/info');
  await expect(entry.getByRole('link', { name: 'Zum Chat' })).toBeVisible();
  await expect(entry).not.toContainText('ungelesen');

  await customerContext.close();
  await adviserContext.close();
});
